import type { LeadTouch } from '@agency/contract';

/** Where the touches live (localStorage) and for how long (docs/lead-source.md); the reader in
 * '@agency/shared-state/api' keeps to the same. */
export const LEAD_SOURCE = { key: 'leadSource', maxAgeMs: 90 * 86_400_000 };

/** The query parameters a touch keeps; `utm_source` is kept as `utmSource`, as the api names it. */
const PARAM = /^(utm_(source|medium|campaign|term|content)|gclid|fbclid|msclkid)$/;

/**
 * Records how this visit arrived, first-party, in this browser only: the campaign tags and ad
 * click ids of the address, the referring site's host (never the site itself) and the landing
 * path. A visit that brings any of them is the new latest touch, and the first one when there
 * is none younger than 90 days; a visit without (typed, bookmarked, or the site's own pages)
 * changes nothing unless nothing is recorded yet. Runs once a page has hydrated:
 * `location` and `document.referrer` still describe the landing then. Kept small: it is part
 * of every first visit's JavaScript.
 */
export function recordLeadSource(now = Date.now()): void {
  try {
    const touch: Record<string, string> = {};
    new URLSearchParams(location.search).forEach((value, name) => {
      if (value && PARAM.test(name))
        touch[name.replace(/_(.)/, (_, letter: string) => letter.toUpperCase())] = value.slice(
          0,
          200,
        );
    });
    const referrer = document.referrer && new URL(document.referrer).hostname;
    if (referrer && referrer !== location.hostname && /^[a-z\d.-]+$/i.test(referrer))
      touch.referrer = referrer;
    const stored = JSON.parse(localStorage.getItem(LEAD_SOURCE.key) ?? '{}') ?? {};
    const fresh = (old?: LeadTouch) =>
      old && now - Date.parse(old.at!) < LEAD_SOURCE.maxAgeMs ? old : undefined;
    const latest = fresh(stored.latest);
    if (latest && Object.keys(touch).length === 0) return;
    touch.landingPage = location.pathname.slice(0, 500);
    touch.at = new Date(now).toISOString();
    localStorage.setItem(
      LEAD_SOURCE.key,
      JSON.stringify({ first: fresh(stored.first) ?? latest ?? touch, latest: touch }),
    );
  } catch {
    // Storage refused (private mode, quota) or unreadable: the lead arrives without a source.
  }
}
