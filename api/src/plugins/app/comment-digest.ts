import fp from 'fastify-plugin';
import { runWithApp } from '../../jobs/periodic';
import { createCommentDigest, type CommentDigest } from '../../jobs/comment-digest';

declare module 'fastify' {
  interface FastifyInstance {
    commentDigest: CommentDigest;
  }
}

/** The owner's daily digest of new comments (jobs/comment-digest.ts), started with the app. */
export default fp(
  async (app) => {
    const digest = createCommentDigest({
      db: app.db,
      clock: app.clock,
      config: app.config.commentDigest,
      comments: app.commentsRepository,
      mail: app.mail,
      tenants: () => app.tenantsRepository.list(),
      to: app.config.contactTo,
      screenUrl: `${app.config.siteUrl}/superadmin/content-library/comments`,
      log: app.log,
      transaction: (fn) => app.transaction(fn),
    });
    runWithApp(app, 'commentDigest', digest, app.config.commentDigest.intervalMs > 0);
  },
  {
    name: 'comment-digest',
    dependencies: ['database', 'services', 'comments-repository', 'tenants-repository'],
  },
);
