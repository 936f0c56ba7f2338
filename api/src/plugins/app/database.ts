import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { auditLogWritableByApp, currentRole, grantAppRole } from '../../db/roles';
import { createUnitOfWork } from '../../db/unit-of-work';

/**
 * Applies pending migrations: through the app's own connection, or, with
 * MIGRATION_DATABASE_URL, as the migration role, which then grants the app's role what it may
 * do (db/roles.ts).
 */
async function migrateAs(database: Database, migrationUrl: string | undefined) {
  if (!migrationUrl || database.kind !== 'postgres') return migrate(database);
  const owner = await openDatabase({ databaseUrl: migrationUrl });
  try {
    const applied = await migrate(owner);
    const appRole = await currentRole(database);
    await owner.scriptTransaction((tx) => grantAppRole(tx, appRole));
    return applied;
  } finally {
    await owner.close();
  }
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db),
 * applies pending migrations, and closes it when the app closes. `app.db` joins the
 * transaction of `app.transaction()` when called inside it (see db/unit-of-work.ts).
 */
export default fp<{ database?: Database | undefined }>(
  async (app, options) => {
    const database =
      options.database ??
      (await openDatabase({
        databaseUrl: app.config.databaseUrl,
        pgliteDir: path.join(app.config.dataDir, 'db'),
      }));
    const applied = await migrateAs(database, app.config.migrationDatabaseUrl);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (database.kind === 'postgres' && (await auditLogWritableByApp(database)))
      app.log.warn(
        "The app's database role owns the audit log (or is a superuser), so only triggers keep it append-only: set MIGRATION_DATABASE_URL to migrate as another role (docs/api/operations.md).",
      );
    app.log.info({ database: database.kind }, 'database ready');
    app.decorate('database', database);
    const unitOfWork = createUnitOfWork(database.db);
    app.decorate('db', unitOfWork.db);
    app.decorate('transaction', unitOfWork.transaction);
    app.decorate('afterCommit', unitOfWork.afterCommit);
    // A database handed in by the caller (tests) is the caller's to close.
    if (!options.database) app.addHook('onClose', async () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
