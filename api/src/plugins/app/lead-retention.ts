import fp from 'fastify-plugin';
import { runWithApp } from '../../jobs/periodic';
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
    runWithApp(app, 'leadRetention', retention);
  },
  {
    name: 'lead-retention',
    dependencies: ['database', 'services', 'inbox-repository', 'newsletter-repository'],
  },
);
