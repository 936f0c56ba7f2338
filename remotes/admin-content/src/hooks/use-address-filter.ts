import { useSearchParams } from '@agency/shared-state';

/**
 * A list's filter kept in the address, so a filtered list can be reloaded, shared and gone back
 * to: `read` takes it from the query string (leaving out what it does not know), `toParams`
 * writes a new one back in place of the current entry.
 */
export function useAddressFilter<Filter>(
  read: (params: URLSearchParams) => Filter,
  toParams: (filter: Filter) => Record<string, string>,
): [Filter, (next: Filter) => void] {
  const [params, setParams] = useSearchParams();
  // Synchronous rather than in a transition: a transition started inside a form's submit event
  // would make React treat the form as an action form.
  return [read(params), (next) => setParams(toParams(next), { replace: true, flushSync: true })];
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
