import { useCallback, useEffect, useRef } from 'react';
import { adoptFieldValues } from '../boot/early-input/adopt-fields';
import { replayEarlyPresses } from '../boot/early-input/presses';
import { nextTask } from '../boot/next-task';

/** Marks the element around a part of the page that hydrates on its own (an island), with the
 * part's name: its fields are kept when that part is live, not with the rest of the page. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Hands an island's fields over once the island is hydrated; says the island is live. Typed by
 * the names the keeper waits for, so an island it does not know of is a type error. */
export type IslandLive<Name extends string = string> = (name: Name, element: HTMLElement) => void;

/**
 * Keeps what the visitor did before hydration, once (docs/early-input.md): what they entered
 * into the fields (files included), then the buttons they pressed and the forms they sent.
 *
 * A field is handed its early value only once React owns it. Handed over while its part was
 * still server HTML, the event that hands it over would make React hydrate that part first,
 * starting the field's value tracker from the typed text, so the change would look like none
 * and never reach the field's state. So the fields outside the islands are kept when the
 * component calling this mounts hydrated, each island's fields when that island says it is
 * live (the returned function), in whatever order the parts come; the presses are replayed
 * once every part is live, since a pressed button or a sent form may be in any of them, after
 * `onPageLive` (what the live page starts with: the session, which a press may need).
 */
export function useKeepEarlyInput<Name extends string>(
  islands: readonly Name[] = [],
  onPageLive?: () => void,
): IslandLive<Name> {
  const waiting = useRef<Set<string> | null>(null);
  waiting.current ??= new Set<string>(['page', ...islands]);
  // Read when the page is live, so that the function kept is the last one rendered.
  const startPage = useRef(onPageLive);
  startPage.current = onPageLive;
  const live = useCallback((part: string) => {
    const parts = waiting.current!;
    if (!parts.delete(part) || parts.size > 0) return;
    startPage.current?.();
    // A task between: what the entered values started (a navigation to ?q=…, in a transition)
    // commits before a pressed button acts on it, as when the visitor typed, then pressed; and
    // a form sent early is sent with the values its state now holds.
    void nextTask().then(replayEarlyPresses);
  }, []);
  useEffect(() => {
    void adoptFieldValues(document, `[${ISLAND_ATTRIBUTE}]`).then(() => live('page'));
  }, [live]);
  return useCallback(
    (name, element) => void adoptFieldValues(element).then(() => live(name)),
    [live],
  );
}
