import { readLeadSource } from '../api/lead-source';
import { LEAD_SOURCE, recordLeadSource } from './record-lead-source';

const DAY = 86_400_000;
const START = Date.parse('2026-03-01T09:00:00.000Z');

/** A page load: its address on this site, and the page the browser came from. */
function land(pathAndQuery: string, referrer = '') {
  window.history.replaceState(null, '', pathAndQuery);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

/** A page load that records its lead source, `after` ms past START. */
function visit(pathAndQuery: string, { referrer = '', after = 0 } = {}) {
  land(pathAndQuery, referrer);
  recordLeadSource(START + after);
}

const stored = () => JSON.parse(localStorage.getItem(LEAD_SOURCE.key) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  land('/');
});

describe('recordLeadSource', () => {
  it('records the campaign tags, click ids and landing page of a visit as its first and latest touch', () => {
    visit(
      '/services/digital-marketing?utm_source=google&utm_medium=cpc&utm_campaign=brakes&gclid=test123&other=x',
    );
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
    visit('/blog', { referrer: 'https://www.google.com/search?q=brake+shop+website' });
    expect(stored().latest).toEqual({
      referrer: 'www.google.com',
      landingPage: '/blog',
      at: '2026-03-01T09:00:00.000Z',
    });
    visit('/contact', { referrer: `${window.location.origin}/blog`, after: 1000 });
    expect(stored().latest.referrer).toBe('www.google.com');
  });

  it('keeps the first touch and moves the latest one with a new visit that brings a source', () => {
    visit('/', { referrer: 'https://www.google.com/' });
    visit('/pricing?utm_source=newsletter&utm_medium=email', { after: 5 * DAY });
    expect(stored().first).toMatchObject({ referrer: 'www.google.com' });
    expect(stored().latest).toMatchObject({ utmMedium: 'email', landingPage: '/pricing' });
  });

  it('lets a direct visit (typed, bookmarked) leave the touches as they are', () => {
    visit('/?fbclid=abc');
    const before = stored();
    visit('/about', { after: DAY });
    expect(stored()).toEqual(before);
  });

  it('records a direct visit when there is nothing yet', () => {
    visit('/about');
    expect(stored()).toEqual({
      first: { landingPage: '/about', at: '2026-03-01T09:00:00.000Z' },
      latest: { landingPage: '/about', at: '2026-03-01T09:00:00.000Z' },
    });
  });

  it('starts again after 90 days: an expired first touch is replaced', () => {
    visit('/', { referrer: 'https://www.bing.com/' });
    visit('/?gclid=new', { after: 91 * DAY });
    expect(stored().first).toMatchObject({ gclid: 'new' });
    expect(stored().latest).toMatchObject({ gclid: 'new' });
    // A direct visit after the latest touch expired records itself.
    visit('/contact', { after: 200 * DAY });
    expect(stored().latest).toEqual({
      landingPage: '/contact',
      at: new Date(START + 200 * DAY).toISOString(),
    });
  });

  it('bounds every value it keeps', () => {
    visit(`/?utm_campaign=${'c'.repeat(1000)}`);
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
    visit('/', { referrer: 'https://duckduckgo.com/' });
    visit('/?utm_source=google&utm_medium=cpc&gclid=g', { after: DAY });
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
    visit('/', { referrer: 'https://duckduckgo.com/' });
    visit('/?gclid=g', { after: 60 * DAY });
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
