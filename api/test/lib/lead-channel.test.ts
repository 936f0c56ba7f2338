import type { Channel } from '@agency/contract/schemas/inbox';
import { attribute, channelOf, type Touch } from '../../src/lib/lead-channel';

const SITE = 'revline.example';

describe('the channel of a touch', () => {
  const cases: [string, Touch | undefined, Channel][] = [
    ['no touch at all', undefined, 'direct'],
    ['a touch with nothing but its landing page', { landingPage: '/', at: 'x' }, 'direct'],
    ['a Google Ads click id', { gclid: 'abc' }, 'paid-search'],
    ['a Microsoft Ads click id', { msclkid: 'abc', referrer: 'www.bing.com' }, 'paid-search'],
    ['utm_medium cpc', { utmSource: 'google', utmMedium: 'cpc' }, 'paid-search'],
    ['utm_medium PPC in capitals', { utmSource: 'bing', utmMedium: 'PPC' }, 'paid-search'],
    ['utm_medium paid', { utmSource: 'adroll', utmMedium: 'paid' }, 'paid-search'],
    ['a gclid wins over a social source', { gclid: 'x', utmSource: 'youtube' }, 'paid-search'],
    ['a Facebook click id', { fbclid: 'abc' }, 'social'],
    [
      'a Facebook click id on an organic post',
      { fbclid: 'a', referrer: 'l.facebook.com' },
      'social',
    ],
    ['paid social: facebook / cpc', { utmSource: 'facebook', utmMedium: 'cpc' }, 'social'],
    [
      'paid social: utm_medium paid_social',
      { utmSource: 'meta', utmMedium: 'paid_social' },
      'social',
    ],
    ['utm_source instagram', { utmSource: 'Instagram' }, 'social'],
    ['utm_medium social', { utmSource: 'newsletter-partner', utmMedium: 'social' }, 'social'],
    ['a LinkedIn referrer', { referrer: 'www.linkedin.com' }, 'social'],
    ["X's link shortener", { referrer: 't.co' }, 'social'],
    [
      'a social name deep in another host is not social',
      { referrer: 'x.shop.example' },
      'referral',
    ],
    ['utm_medium email', { utmSource: 'newsletter', utmMedium: 'email' }, 'email'],
    ['utm_medium e-mail', { utmMedium: 'E-Mail' }, 'email'],
    ['a webmail referrer', { referrer: 'mail.google.com' }, 'email'],
    ['a Google referrer', { referrer: 'www.google.com' }, 'organic-search'],
    ['a country Google', { referrer: 'www.google.co.uk' }, 'organic-search'],
    ['DuckDuckGo', { referrer: 'duckduckgo.com' }, 'organic-search'],
    ['Brave search', { referrer: 'search.brave.com' }, 'organic-search'],
    ['utm_medium organic', { utmSource: 'gbp', utmMedium: 'organic' }, 'organic-search'],
    ['another site', { referrer: 'carforums.example' }, 'referral'],
    ['a BBC page (a country suffix)', { referrer: 'www.bbc.co.uk' }, 'referral'],
    ['campaign tags of no known kind', { utmSource: 'partner', utmMedium: 'banner' }, 'referral'],
    ['a campaign name alone', { utmCampaign: 'spring' }, 'referral'],
    ['the site itself as referrer', { referrer: SITE }, 'direct'],
  ];
  it.each(cases)('%s', (_name, touch, expected) => {
    expect(channelOf(touch, SITE)).toBe(expected);
  });
});

describe('attribute', () => {
  it('gives no attribution when the form sent no source', () => {
    expect(attribute(undefined, SITE)).toBeUndefined();
  });

  it('takes the channel from the latest touch and keeps the first one apart', () => {
    expect(
      attribute({ first: { referrer: 'www.google.com' }, latest: { gclid: 'x' } }, SITE),
    ).toMatchObject({ channel: 'paid-search', firstChannel: 'organic-search' });
  });

  it('uses the one touch there is for both', () => {
    expect(attribute({ first: { utmMedium: 'email' } }, SITE)).toMatchObject({
      channel: 'email',
      firstChannel: 'email',
    });
    expect(attribute({ latest: { fbclid: 'f' } }, SITE)).toMatchObject({
      channel: 'social',
      firstChannel: 'social',
    });
  });

  it('counts an empty source as direct', () => {
    expect(attribute({}, SITE)).toMatchObject({ channel: 'direct', firstChannel: 'direct' });
  });
});
