import { LEAD_SOURCE } from '@agency/shared-state';
import type { LeadSource, LeadTouch } from '@agency/contract';

/** The fields of a touch the api takes, as recordLeadSource writes them. */
const FIELDS: (keyof LeadTouch)[] = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'gclid',
  'fbclid',
  'msclkid',
  'referrer',
  'landingPage',
];
const VALUE_LENGTH = 200;

/** A stored touch as the api accepts it, or undefined when it is older than 90 days or not a
 * touch: the storage is the visitor's to change, and a form must never fail over it. */
function touchOf(value: unknown, now: number): LeadTouch | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const stored = value as Record<string, unknown>;
  const at = Date.parse(String(stored.at));
  if (!(now - at < LEAD_SOURCE.maxAgeMs)) return undefined;
  const touch: LeadTouch = {};
  for (const field of FIELDS) {
    const text = stored[field];
    if (typeof text === 'string' && text) touch[field] = text.slice(0, VALUE_LENGTH);
  }
  if (touch.referrer && !/^[a-z0-9.-]+$/i.test(touch.referrer)) delete touch.referrer;
  if (touch.landingPage && !touch.landingPage.startsWith('/')) delete touch.landingPage;
  touch.at = new Date(at).toISOString();
  return touch;
}

/** The first and latest touch recorded in this browser (recordLeadSource), as the contact,
 * application and newsletter forms send them; undefined when none is recorded. */
export function readLeadSource(now = Date.now()): LeadSource | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(LEAD_SOURCE.key) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return undefined;
    const { first, latest } = stored as Record<string, unknown>;
    const source: LeadSource = {};
    const firstTouch = touchOf(first, now);
    const latestTouch = touchOf(latest, now);
    if (firstTouch) source.first = firstTouch;
    if (latestTouch) source.latest = latestTouch;
    return firstTouch || latestTouch ? source : undefined;
  } catch {
    return undefined;
  }
}
