import type { Arrival } from '../repositories/inbox';

export interface SpamSignals {
  /** The hidden field: people leave it empty (it is out of sight and out of the tab order). */
  honeypot?: string | undefined;
  /** Milliseconds the form was on screen before it was sent, as the page measured them. */
  fillMs?: number | undefined;
}

/**
 * Whether a form submission looks like a bot's. Either sign files it under Spam (stored, never
 * dropped, so a false positive can still be found and answered) and no notification goes out.
 * A client that sends neither field (an API client other than the site) is taken as a person:
 * the signals only come from the site's forms.
 */
export function judgeArrival(signals: SpamSignals, minFillMs: number): Arrival {
  if (signals.honeypot !== undefined && signals.honeypot.trim() !== '')
    return { spam: true, reason: 'honeypot' };
  if (signals.fillMs !== undefined && signals.fillMs < minFillMs)
    return { spam: true, reason: 'too-fast' };
  return { spam: false };
}

/** The fill time of a multipart form field (a string); anything not a whole number is ignored. */
export function parseFillMs(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
