import { useCallback } from 'react';
import { useSearchParams } from 'shared-state';
import type { BlogTag } from 'shared-state';
import { parseTag } from '../lib/posts';

/** The list's search text (`q`) and tag (`tag`) live in the URL query, so a filtered view
 * can be shared and survives a reload. Typing replaces the history entry instead of adding
 * one per keystroke; picking a tag adds one, so Back returns to the previous filter. */
export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const tag = parseTag(searchParams.get('tag'));

  const update = useCallback(
    (changes: { q?: string; tag?: BlogTag | null }, replace: boolean) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setQuery = useCallback((q: string) => update({ q }, true), [update]);
  const setTag = useCallback((next: BlogTag | null) => update({ tag: next }, false), [update]);
  const clear = useCallback(() => update({ q: '', tag: null }, false), [update]);

  return { query, tag, setQuery, setTag, clear };
}
