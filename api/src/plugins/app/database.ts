import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db),
 * applies pending migrations, and closes it when the app closes.
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
    app.decorate('db', database.db);
    // A database handed in by the caller (tests) is the caller's to close.
    if (!options.database) app.addHook('onClose', async () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
