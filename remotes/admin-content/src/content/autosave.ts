import type { OtherEditor } from '@agency/contract';

// Hours and minutes in the owner's (the browser's) time zone, as the editor's other times.
const clock = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14:05": when something was typed or autosaved, in the owner's time zone. */
export const clockTime = (iso: string) => clock.format(new Date(iso));

/** The autosave's texts, word for word (tests import them from here). */
export const autosaveTexts = {
  saved: (iso: string) => `Autosaved at ${clockTime(iso)}`,
  notSaved: 'Not autosaved yet: kept in this browser; will retry',
  newPost: 'Kept in this browser: a new post reaches the server when you save it.',
  checking: 'Looking for what you were writing...',
  offerHeading: (iso: string) => `Restore what you were writing at ${clockTime(iso)}`,
  offerLead:
    'You left this post with changes that were never saved. Here is how they differ from the saved post.',
  offerOlder:
    'The post was saved after you wrote this; restoring it and saving will show both versions first.',
  restore: 'Restore',
  discard: 'Discard',
  discardFailed:
    'What you were writing could not be discarded: it is still kept on the server. Try again, or restore it.',
  sameAsSaved: 'It has the same words as the saved post; only other fields differ.',
} as const;

const ago = (iso: string, now: Date) => {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000));
  return minutes === 0 ? 'just now' : `${minutes} min ago`;
};

/**
 * "Also being edited by dana, 2 min ago." or "Also open in another tab of yours, 1 min ago.":
 * one sentence per person (their latest tab), the caller's own tabs first.
 */
export function othersLines(others: OtherEditor[], now: Date): string[] {
  const latest = new Map<string, OtherEditor>();
  for (const other of others) {
    const key = other.you ? '' : other.username;
    const seen = latest.get(key);
    if (!seen || seen.seenAt < other.seenAt) latest.set(key, other);
  }
  return [...latest.values()]
    .sort((a, b) => Number(b.you) - Number(a.you))
    .map((other) =>
      other.you
        ? `Also open in another tab of yours, ${ago(other.seenAt, now)}.`
        : `Also being edited by ${other.username}, ${ago(other.seenAt, now)}.`,
    );
}
