import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '@agency/shared-state';
import type { BlogTag } from '@agency/shared-state';
import { parseTag } from '../lib/posts';

/** The list's search text (`q`) and tag (`tag`) live in the URL query, so a filtered view
 * can be shared and survives a reload. Typing replaces the history entry instead of adding
 * one per keystroke; picking a tag adds one, so Back returns to the previous filter. */
export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const tag = parseTag(searchParams.get('tag'));
  // The query asked for and not yet in the URL: a navigation completes after this render, so a
  // tag pressed right after typing must build on the typed text, not on the URL it still shows.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === searchParams.toString()) pending.current = null;
  }, [searchParams]);

  const update = useCallback(
    (changes: { q?: string; tag?: BlogTag | null }, replace: boolean) => {
      const next = new URLSearchParams(pending.current ?? searchParams);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      pending.current = next;
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const setQuery = useCallback((q: string) => update({ q }, true), [update]);
  const setTag = useCallback((next: BlogTag | null) => update({ tag: next }, false), [update]);
  const clear = useCallback(() => update({ q: '', tag: null }, false), [update]);

  return { query, tag, setQuery, setTag, clear };
}
