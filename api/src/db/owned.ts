import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** The tables whose rows belong to a tenant and have an `id` of their own. */
type OwnedTable = {
  [T in keyof DB]: DB[T] extends { tenant_id: string; id: string } ? T : never;
}[keyof DB];

/**
 * Deletes a tenant's row by its id, never another tenant's; whether there was one (none is the
 * caller's 404).
 */
export async function removeOwned(
  db: Kysely<DB>,
  table: OwnedTable,
  tenantId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
