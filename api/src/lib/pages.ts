import { sql, type Expression, type RawBuilder } from 'kysely';
import { badRequest } from './http-error';

/** Where a row stands in a newest-first list: its time (epoch milliseconds) and its id. */
export interface PagePosition {
  at: number;
  id: string;
}

/** A page of a list: how many rows, and after which position (none: the first page). */
export interface PageRequest {
  limit: number;
  after?: PagePosition | undefined;
}

export interface PageSizes {
  /** When the client sends no `limit`. */
  default: number;
  max: number;
}

/**
 * Reads `limit` and `cursor` from a query string. A cursor is opaque to clients: base64url of
 * `[epoch milliseconds, id]`, the position of the last row of the previous page. Anything
 * else is a 400, never a 5xx.
 */
export function readPage(
  query: { limit?: string | undefined; cursor?: string | undefined },
  sizes: PageSizes,
): PageRequest & { paginated: boolean } {
  let limit = sizes.default;
  if (query.limit !== undefined) {
    limit = /^\d{1,6}$/.test(query.limit) ? Number(query.limit) : 0;
    if (limit < 1 || limit > sizes.max)
      throw badRequest(`The limit must be a whole number from 1 to ${sizes.max}.`);
  }
  const paginated = query.limit !== undefined || query.cursor !== undefined;
  if (query.cursor === undefined) return { limit, paginated };
  return { limit, after: decodeCursor(query.cursor), paginated };
}

/**
 * The rows after `position` in a list ordered by (`at` desc, `id` desc): one row-value
 * comparison, which the list's index serves. Columns by name, or an expression for `at`.
 */
export function olderThan(
  position: PagePosition,
  at: string | Expression<Date>,
  id: string,
): RawBuilder<boolean> {
  const time = typeof at === 'string' ? sql.ref(at) : at;
  return sql<boolean>`(${time}, ${sql.ref(id)}) < (${new Date(position.at)}::timestamptz, ${position.id})`;
}

/**
 * A page from the rows of a list query asked for `limit + 1` rows (the one more tells whether
 * another page follows), and the position of its last row when one does.
 */
export function cutPage<Row extends { id: string }>(
  rows: Row[],
  limit: number,
  at: (row: Row) => Date | string,
): { page: Row[]; next: PagePosition | undefined } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    next:
      rows.length > limit && last ? { at: new Date(at(last)).getTime(), id: last.id } : undefined,
  };
}

export function encodeCursor(position: { at: number; id: string }): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: number; id: string } {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !Number.isSafeInteger(value[0]) ||
    Math.abs(value[0] as number) > 8.64e15 ||
    typeof value[1] !== 'string' ||
    value[1].length === 0 ||
    value[1].length > 200 ||
    value[1].includes('\u0000')
  ) {
    throw badRequest('The cursor is not valid. Start again from the first page.');
  }
  return { at: value[0] as number, id: value[1] };
}
