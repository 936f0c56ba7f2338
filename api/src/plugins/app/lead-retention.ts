import fp from 'fastify-plugin';
import { createLeadRetention } from '../../jobs/lead-retention';

/** The retention job of the inbox (jobs/lead-retention.ts), started with the app. */
export default fp(
  async (app) => {
    const retention = createLeadRetention({
      db: app.db,
      clock: app.clock,
      config: app.config.inbox,
      inbox: app.inboxRepository,
      newsletter: app.newsletterRepository,
      resumes: app.resumeStore,
      log: app.log,
      transaction: (fn) => app.transaction(fn),
    });
    app.decorate('leadRetention', retention);
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => retention.stop());
  },
  {
    name: 'lead-retention',
    dependencies: ['database', 'services', 'inbox-repository', 'newsletter-repository'],
  },
);
