import fp from 'fastify-plugin';
import { runWithApp } from '../../jobs/periodic';
import { createOrphanFiles, type OrphanFiles } from '../../jobs/orphan-files';

declare module 'fastify' {
  interface FastifyInstance {
    orphanFiles: OrphanFiles;
  }
}

/** The daily sweep of stored files that no row names (jobs/orphan-files.ts), started with the app. */
export default fp(
  async (app) => {
    const sweep = createOrphanFiles({
      db: app.db,
      clock: app.clock,
      config: app.config.orphanFiles,
      resumes: app.resumeStore,
      media: app.mediaStore,
      log: app.log,
      transaction: (fn) => app.transaction(fn),
    });
    runWithApp(app, 'orphanFiles', sweep, app.config.orphanFiles.intervalMs > 0);
  },
  { name: 'orphan-files', dependencies: ['database', 'services'] },
);
