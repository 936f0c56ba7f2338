import type { FastifyReply } from 'fastify';
import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
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
 * One page of a newest-first list: the rows of `query` ordered by (`at` desc, `id` desc) after
 * the requested position (one row-value comparison, which the list's index serves), read one
 * more than the page holds to tell whether another page follows, and the position of the
 * page's last row when one does. `at`: a column by name, or an expression.
 */
export async function newestFirst<DB, TB extends keyof DB, Row extends { id: string }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  { limit, after }: PageRequest,
  order: { at: string | Expression<Date>; id: string; of: (row: Row) => Date | string },
): Promise<{ page: Row[]; next: PagePosition | undefined }> {
  const at = typeof order.at === 'string' ? sql.ref(order.at) : order.at;
  const id = sql.ref(order.id);
  const rows = await (
    after
      ? query.where(
          sql<boolean>`(${at}, ${id}) < (${new Date(after.at)}::timestamptz, ${after.id})`,
        )
      : query
  )
    .orderBy(at, 'desc')
    .orderBy(id, 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    next:
      rows.length > limit && last
        ? { at: new Date(order.of(last)).getTime(), id: last.id }
        : undefined,
  };
}

/**
 * Every row of a newest-first list, a page at a time (for an export that never holds the whole
 * list): `read` answers one page after a position and the position of its last row when another
 * page follows.
 */
export async function* eachRow<Row>(
  read: (page: PageRequest) => Promise<{ rows: Row[]; next?: PagePosition | undefined }>,
  batch = 500,
): AsyncGenerator<Row> {
  let after: PagePosition | undefined;
  do {
    const { rows, next } = await read({ limit: batch, after });
    yield* rows;
    after = next;
  } while (after);
}

/** The next page's cursor travels in this header; the reply stays a JSON array. */
export const NEXT_CURSOR = 'x-next-cursor';

/** The header that announces the next page, when one follows (none on the last page). */
export const nextPageHeader = (next: PagePosition | null | undefined): Record<string, string> =>
  next ? { [NEXT_CURSOR]: encodeCursor(next) } : {};

/** A list route's reply: the page's rows, and the header that announces the next page. */
export function sendPage<Row>(
  reply: FastifyReply,
  rows: Row[],
  next: PagePosition | null | undefined,
): Row[] {
  reply.headers(nextPageHeader(next));
  return rows;
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
