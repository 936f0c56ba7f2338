import { useId } from 'react';
import { useSearchParams } from '@agency/shared-state';

/**
 * A list's filter kept in the address, so a filtered list can be reloaded, shared and gone back
 * to: `read` takes it from the query string (leaving out what it does not know), `toParams`
 * writes a new one back in place of the current entry. `control(key)` is the id, value and
 * onChange that tie one filter control (FilterSelect, FilterDate, ListSearch) to `key`.
 */
export function useAddressFilter<Filter>(
  read: (params: URLSearchParams) => Filter,
  toParams: (filter: Filter) => Record<string, string>,
) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const filter = read(params);
  // Synchronous rather than in a transition: a transition started inside a form's submit event
  // would make React treat the form as an action form.
  const setFilter = (next: Filter) => setParams(toParams(next), { replace: true, flushSync: true });
  const control = <Key extends keyof Filter & string>(key: Key) => ({
    id: `${id}-${key}`,
    value: filter[key],
    onChange: (value: Filter[Key]) => setFilter({ ...filter, [key]: value }),
  });
  return { filter, control };
}

/** The address's `name` when it is one of `allowed`; anything else means no filter. */
export function paramOneOf<Value extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly Value[],
): Value | undefined {
  const value = params.get(name);
  return allowed.includes(value as Value) ? (value as Value) : undefined;
}

/** The address's search text, trimmed; an empty one means no search. */
export const searchParam = (params: URLSearchParams) => params.get('q')?.trim() || undefined;
