/**
 * The channel a visit came through, derived from one touch (what the browser recorded on
 * landing). The rules, in order, first match wins (docs/lead-source.md):
 *
 * 1. an ad click id of a search ad network (`gclid`, `msclkid`) → paid search;
 * 2. `fbclid`, a social `utm_source` or referring domain, or a social `utm_medium` (paid social
 *    included: `paid_social`, `paid-social`) → social;
 * 3. a paid `utm_medium` (`cpc`, `ppc`, `paid`, `paidsearch`, `paid-search`, `paid_search`,
 *    `sem`) → paid search;
 * 4. an e-mail `utm_medium` (`email`, `e-mail`, `newsletter`) or a webmail referrer → email;
 * 5. `utm_medium=organic`, or a search engine's referring domain → organic search;
 * 6. any other external referrer, or campaign tags that match none of the above → referral;
 * 7. nothing at all → direct.
 */
import type { Channel } from '@agency/contract/schemas/inbox';

/** What the browser recorded of one visit's arrival (all optional, all bounded by the schema). */
export interface Touch {
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
  utmTerm?: string | undefined;
  utmContent?: string | undefined;
  gclid?: string | undefined;
  fbclid?: string | undefined;
  msclkid?: string | undefined;
  /** The referring page's host name (external referrers only). */
  referrer?: string | undefined;
  landingPage?: string | undefined;
  at?: string | undefined;
}

const PAID_MEDIUMS = new Set([
  'cpc',
  'ppc',
  'paid',
  'paidsearch',
  'paid-search',
  'paid_search',
  'sem',
]);
const SOCIAL_MEDIUMS = new Set([
  'social',
  'social-media',
  'social_media',
  'socialmedia',
  'social-network',
  'sm',
  'paid_social',
  'paid-social',
  'paidsocial',
]);
const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'e_mail', 'newsletter']);

/** Second-level names (any country suffix) and exact hosts of social networks. */
const SOCIAL_NAMES = new Set([
  'facebook',
  'fb',
  'instagram',
  'linkedin',
  'lnkd',
  'twitter',
  'x',
  't',
  'tiktok',
  'pinterest',
  'reddit',
  'youtube',
  'youtu',
  'threads',
  'nextdoor',
  'snapchat',
  'whatsapp',
  'messenger',
  'bsky',
  'mastodon',
  'yelp',
]);
const SEARCH_NAMES = new Set([
  'google',
  'bing',
  'duckduckgo',
  'yahoo',
  'ecosia',
  'baidu',
  'yandex',
  'startpage',
  'qwant',
  'ask',
  'aol',
  'naver',
  'seznam',
]);
const SEARCH_HOSTS = new Set(['search.brave.com', 'search.yahoo.com', 'kagi.com']);
const WEBMAIL_HOSTS = new Set([
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.aol.com',
  'mail.proton.me',
  'app.fastmail.com',
]);

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ne', 'or']);

/** The name a host is registered under, without its suffix: `www.google.co.uk` → `google`,
 * `l.facebook.com` → `facebook`, `t.co` → `t`. */
function registeredName(host: string): string | undefined {
  const parts = host.replace(/\.$/, '').split('.');
  if (parts.length < 2) return parts[0];
  const countrySuffix =
    parts.length >= 3 && parts.at(-1)!.length === 2 && SECOND_LEVEL.has(parts.at(-2)!);
  return parts.at(countrySuffix ? -3 : -2);
}

const hostIn = (host: string, names: Set<string>) => names.has(registeredName(host) ?? '');

const normal = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

/** The channel of one touch; `siteHost` is the site's own host, never a referrer of itself. */
export function channelOf(touch: Touch | undefined, siteHost?: string): Channel {
  if (!touch) return 'direct';
  const medium = normal(touch.utmMedium);
  const source = normal(touch.utmSource);
  let referrer = normal(touch.referrer);
  if (referrer && siteHost && referrer === siteHost.toLowerCase()) referrer = undefined;

  if (touch.gclid || touch.msclkid) return 'paid-search';
  if (
    touch.fbclid ||
    (medium && SOCIAL_MEDIUMS.has(medium)) ||
    (source && (SOCIAL_NAMES.has(source) || hostIn(source, SOCIAL_NAMES))) ||
    (referrer && hostIn(referrer, SOCIAL_NAMES))
  )
    return 'social';
  if (medium && PAID_MEDIUMS.has(medium)) return 'paid-search';
  if ((medium && EMAIL_MEDIUMS.has(medium)) || (referrer && WEBMAIL_HOSTS.has(referrer)))
    return 'email';
  if (
    medium === 'organic' ||
    (referrer && (SEARCH_HOSTS.has(referrer) || hostIn(referrer, SEARCH_NAMES)))
  )
    return 'organic-search';
  if (referrer || medium || source || normal(touch.utmCampaign)) return 'referral';
  return 'direct';
}

/** A lead's origin as stored: the touches as sent, and the channel of each. */
export interface Attribution {
  source: { first?: Touch; latest?: Touch };
  /** The latest touch's channel: what brought the visitor back when they wrote (a direct
   * return does not replace an earlier touch in the browser, so this is the last non-direct
   * one), the first touch's when only it was sent. */
  channel: Channel;
  firstChannel: Channel;
}

/** The attribution of what a form sent; undefined when it sent no source. */
export function attribute(
  source: { first?: Touch; latest?: Touch } | undefined,
  siteHost?: string,
): Attribution | undefined {
  if (!source) return undefined;
  const first = source.first ?? source.latest;
  const latest = source.latest ?? source.first;
  return {
    source,
    channel: channelOf(latest, siteHost),
    firstChannel: channelOf(first, siteHost),
  };
}
