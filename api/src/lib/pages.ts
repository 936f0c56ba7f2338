import { badRequest } from './http-error';

/** A page of a list: how many rows, and after which position (none: the first page). */
export interface PageRequest {
  limit: number;
  after?: { at: number; id: string } | undefined;
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
