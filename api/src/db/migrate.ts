import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../config';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'migrations');

/**
 * Any fixed number: every instance starting at once on one PostgreSQL waits on this lock, for
 * the migrations and again for the start-up data (plugins/app/bootstrap.ts).
 */
export const MIGRATION_LOCK = 72_410_917;

/**
 * Applies the versioned SQL files in migrations/ (0001_name.sql, ...) that the database has
 * not seen, in order, in one transaction. The same files serve PGlite and PostgreSQL.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort();

  return database.scriptTransaction(async (tx) => {
    if (database.kind === 'postgres') {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    }
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const ran: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (applied.has(version)) continue;
      await tx.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      ran.push(version);
    }
    return ran;
  });
}
