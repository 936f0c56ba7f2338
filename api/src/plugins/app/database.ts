import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createUnitOfWork } from '../../db/unit-of-work';

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
    const applied = await migrate(database);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
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
