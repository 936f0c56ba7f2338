import fp from 'fastify-plugin';
import { runWithApp } from '../../jobs/periodic';
import { createScheduledPublisher, type ScheduledPublisher } from '../../jobs/scheduled-posts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduledPosts: ScheduledPublisher;
  }
}

/** Publishes scheduled posts at their time and takes time-boxed ones down at their end
 * (jobs/scheduled-posts.ts), started with the app. */
export default fp(
  async (app) => {
    const publisher = createScheduledPublisher({
      clock: app.clock,
      checkMs: app.config.scheduledPostsCheckMs,
      publishDue: (now) => app.postsRepository.publishDue(now),
      unpublishDue: (now) => app.postsRepository.unpublishDue(now),
      drawCard: (tenantId, post) => {
        const url = post.featureImage?.url;
        const prefix = `${app.config.mediaBaseUrl}/`;
        const featureImage = url?.startsWith(prefix) ? url.slice(prefix.length) : undefined;
        // A card that cannot be drawn never holds the post back (the plugin draws it later).
        return app.shareCards
          .ensure(tenantId, { ...post, featureImage })
          .catch((error: unknown) => app.log.error({ err: error }, 'share card not drawn'));
      },
      changed: (tenantId) => app.contentVersions.changed(tenantId),
      recorded: (tenantId, post, change) =>
        app.auditRepository
          .append(tenantId, {
            action: `post.${change}`,
            actor: { id: null, username: 'scheduler' },
            address: null,
            object: { type: 'post', id: post._id, label: post.title },
            before: { status: change === 'publish' ? 'Scheduled' : 'Published' },
            after: { status: post.publishStatus },
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'audit entry lost')),
      log: app.log,
    });
    runWithApp(app, 'scheduledPosts', publisher, app.config.scheduledPostsCheckMs > 0);
  },
  {
    name: 'scheduled-posts',
    dependencies: ['database', 'posts-repository', 'content-versions', 'audit-repository'],
  },
);
