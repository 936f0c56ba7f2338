import fp from 'fastify-plugin';
import { runWithApp } from '../../jobs/periodic';
import { createNewsletterSender, type NewsletterSender } from '../../jobs/newsletter-sender';

declare module 'fastify' {
  interface FastifyInstance {
    newsletterSender: NewsletterSender;
  }
}

/** Sends posts to the newsletter's subscribers (jobs/newsletter-sender.ts), started with the app. */
export default fp(
  async (app) => {
    const sender = createNewsletterSender({
      db: app.db,
      clock: app.clock,
      config: app.config.newsletterSender,
      siteUrl: app.config.siteUrl,
      publicApiUrl: app.config.publicApiUrl,
      mail: app.mail,
      newsletter: app.newsletterRepository,
      posts: app.postsRepository,
      tenant: (id) => app.tenantsRepository.find(id),
      log: app.log,
      transaction: (fn) => app.transaction(fn),
    });
    runWithApp(app, 'newsletterSender', sender);
  },
  {
    name: 'newsletter-sender',
    dependencies: [
      'database',
      'services',
      'newsletter-repository',
      'posts-repository',
      'tenants-repository',
    ],
  },
);
