import { readLeadSource } from '../api/lead-source';
import { LEAD_SOURCE, recordLeadSource } from './record-lead-source';

const DAY = 86_400_000;
const START = Date.parse('2026-03-01T09:00:00.000Z');

/** A page load: its address on this site, and the page the browser came from. */
function land(pathAndQuery: string, referrer = '') {
  window.history.replaceState(null, '', pathAndQuery);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

const stored = () => JSON.parse(localStorage.getItem(LEAD_SOURCE.key) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  land('/');
});

describe('recordLeadSource', () => {
  it('records the campaign tags, click ids and landing page of a visit as its first and latest touch', () => {
    land(
      '/services/digital-marketing?utm_source=google&utm_medium=cpc&utm_campaign=brakes&gclid=test123&other=x',
    );
    recordLeadSource(START);
    const touch = {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'brakes',
      gclid: 'test123',
      landingPage: '/services/digital-marketing',
      at: '2026-03-01T09:00:00.000Z',
    };
    expect(stored()).toEqual({ first: touch, latest: touch });
  });

  it('records an external referrer by its host only, never the site itself', () => {
    land('/blog', 'https://www.google.com/search?q=brake+shop+website');
    recordLeadSource(START);
    expect(stored().latest).toEqual({
      referrer: 'www.google.com',
      landingPage: '/blog',
      at: '2026-03-01T09:00:00.000Z',
    });
    land('/contact', `${window.location.origin}/blog`);
    recordLeadSource(START + 1000);
    expect(stored().latest.referrer).toBe('www.google.com');
  });

  it('keeps the first touch and moves the latest one with a new visit that brings a source', () => {
    land('/', 'https://www.google.com/');
    recordLeadSource(START);
    land('/pricing?utm_source=newsletter&utm_medium=email');
    recordLeadSource(START + 5 * DAY);
    expect(stored().first).toMatchObject({ referrer: 'www.google.com' });
    expect(stored().latest).toMatchObject({ utmMedium: 'email', landingPage: '/pricing' });
  });

  it('lets a direct visit (typed, bookmarked) leave the touches as they are', () => {
    land('/?fbclid=abc');
    recordLeadSource(START);
    const before = stored();
    land('/about');
    recordLeadSource(START + DAY);
    expect(stored()).toEqual(before);
  });

  it('records a direct visit when there is nothing yet', () => {
    land('/about');
    recordLeadSource(START);
    expect(stored()).toEqual({
      first: { landingPage: '/about', at: '2026-03-01T09:00:00.000Z' },
      latest: { landingPage: '/about', at: '2026-03-01T09:00:00.000Z' },
    });
  });

  it('starts again after 90 days: an expired first touch is replaced', () => {
    land('/', 'https://www.bing.com/');
    recordLeadSource(START);
    land('/?gclid=new');
    recordLeadSource(START + 91 * DAY);
    expect(stored().first).toMatchObject({ gclid: 'new' });
    expect(stored().latest).toMatchObject({ gclid: 'new' });
    // A direct visit after the latest touch expired records itself.
    land('/contact');
    recordLeadSource(START + 200 * DAY);
    expect(stored().latest).toEqual({
      landingPage: '/contact',
      at: new Date(START + 200 * DAY).toISOString(),
    });
  });

  it('bounds every value it keeps', () => {
    land(`/?utm_campaign=${'c'.repeat(1000)}`);
    recordLeadSource(START);
    expect(stored().latest.utmCampaign).toHaveLength(200);
  });

  it('does not throw when storage holds something else or refuses writes', () => {
    localStorage.setItem(LEAD_SOURCE.key, '{not json');
    expect(() => recordLeadSource(START)).not.toThrow();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    localStorage.removeItem(LEAD_SOURCE.key);
    expect(() => recordLeadSource(START)).not.toThrow();
    setItem.mockRestore();
  });
});

describe('readLeadSource', () => {
  it('gives what the forms send: the first and latest touch', () => {
    land('/', 'https://duckduckgo.com/');
    recordLeadSource(START);
    land('/?utm_source=google&utm_medium=cpc&gclid=g');
    recordLeadSource(START + DAY);
    expect(readLeadSource(START + 2 * DAY)).toEqual({
      first: { referrer: 'duckduckgo.com', landingPage: '/', at: '2026-03-01T09:00:00.000Z' },
      latest: {
        utmSource: 'google',
        utmMedium: 'cpc',
        gclid: 'g',
        landingPage: '/',
        at: '2026-03-02T09:00:00.000Z',
      },
    });
  });

  it('leaves out a touch older than 90 days, and gives nothing when both are', () => {
    land('/', 'https://duckduckgo.com/');
    recordLeadSource(START);
    land('/?gclid=g');
    recordLeadSource(START + 60 * DAY);
    expect(readLeadSource(START + 95 * DAY)).toEqual({
      latest: expect.objectContaining({ gclid: 'g' }),
    });
    expect(readLeadSource(START + 151 * DAY)).toBeUndefined();
  });

  it('gives nothing when nothing is recorded or the record is unreadable', () => {
    expect(readLeadSource(START)).toBeUndefined();
    localStorage.setItem(LEAD_SOURCE.key, 'nonsense');
    expect(readLeadSource(START)).toBeUndefined();
  });

  it('drops what the api would refuse, so a changed record never fails a form', () => {
    localStorage.setItem(
      LEAD_SOURCE.key,
      JSON.stringify({
        latest: {
          at: new Date(START).toISOString(),
          utmSource: 'x'.repeat(500),
          gclid: 42,
          referrer: 'not a host',
          landingPage: 'https://elsewhere.example/',
          cookie: 'secret',
        },
      }),
    );
    expect(readLeadSource(START)).toEqual({
      latest: { utmSource: 'x'.repeat(200), at: '2026-03-01T09:00:00.000Z' },
    });
  });
});
