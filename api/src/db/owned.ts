import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from './schema';

/** The tables whose rows belong to a tenant and have an `id` of their own. */
type OwnedTable = {
  [T in keyof DB]: DB[T] extends { tenant_id: string; id: string } ? T : never;
}[keyof DB];

/**
 * A `where` filter for one row of a tenant by its id: a look-up or change by id always names
 * the tenant too, so another tenant's id finds nothing.
 */
export function ownedRow(tenantId: string, id: string) {
  return <T extends OwnedTable>(eb: ExpressionBuilder<DB, T>) =>
    eb.and([
      sql<SqlBool>`${eb.ref('tenant_id')} = ${tenantId}`,
      sql<SqlBool>`${eb.ref('id')} = ${id}`,
    ]);
}

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
  const result = await db.deleteFrom(table).where(ownedRow(tenantId, id)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
