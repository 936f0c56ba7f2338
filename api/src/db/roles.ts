import type { Database, ScriptTransaction } from './database';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The role the app's own connections run as. */
export async function currentRole(database: Database): Promise<string> {
  return database.scriptTransaction(
    async (tx) => (await tx.query<{ role: string }>('SELECT current_user AS role'))[0]!.role,
  );
}

/**
 * What the app's role may do when the migrations run as another role (PostgreSQL with
 * MIGRATION_DATABASE_URL), which then owns every table: read and write the data, but of the
 * audit log only INSERT and SELECT, so the database itself refuses an UPDATE, DELETE or
 * TRUNCATE of it, and the app cannot drop its triggers (only the owner can). Run after every
 * migration: a new table is granted the same way.
 */
export async function grantAppRole(tx: ScriptTransaction, appRole: string): Promise<void> {
  const role = quoteIdent(appRole);
  await tx.exec(`
    GRANT USAGE ON SCHEMA public TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${role};
    REVOKE ALL ON audit_log FROM ${role};
    GRANT SELECT, INSERT ON audit_log TO ${role};
    REVOKE ALL ON schema_migrations FROM ${role};
    GRANT SELECT ON schema_migrations TO ${role};
  `);
}

/**
 * Whether the app's role could rewrite the audit log all the same: it owns the table (it ran
 * the migrations itself) or is a superuser. PGlite has a single role: always true there.
 */
export async function auditLogWritableByApp(database: Database): Promise<boolean> {
  return database.scriptTransaction(async (tx) => {
    const [row] = await tx.query<{ owner: boolean; superuser: boolean }>(
      `SELECT pg_has_role(current_user, t.tableowner, 'USAGE') AS owner,
              (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser
         FROM pg_tables t WHERE t.schemaname = 'public' AND t.tablename = 'audit_log'`,
    );
    return !row || row.owner || row.superuser;
  });
}
