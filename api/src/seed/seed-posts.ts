import type { FastifyInstance } from 'fastify';
import { excerptFromHtml, sanitizePostHtml } from '../lib/html';
import { SEED_POSTS } from './posts';

const DAY_MS = 86_400_000;

/**
 * Publishes the sample posts once per tenant: only on a tenant that has never been seeded
 * and has no posts. Returns how many posts were created.
 */
export async function seedPosts(app: FastifyInstance, tenantId: string): Promise<number> {
  const tenant = await app.db
    .selectFrom('tenants')
    .select('posts_seeded_at')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  if (tenant.posts_seeded_at) return 0;

  const now = app.clock.now();
  let created = 0;
  if ((await app.postsRepository.count(tenantId)) === 0) {
    // Oldest first, so that each post's creation time follows the one before.
    for (const post of [...SEED_POSTS].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const content = sanitizePostHtml(post.content);
      await app.postsRepository.create(
        tenantId,
        null,
        {
          title: post.title,
          content,
          excerpt: excerptFromHtml(content),
          tags: post.tags,
          status: 'Published',
          metaTitle: post.metaTitle,
          metaDescription: post.metaDescription,
          featureImage: null,
          publishAt: null,
          unpublishAt: null,
          metaKeywords: post.metaKeywords,
        },
        new Date(now.getTime() - post.daysAgo * DAY_MS),
      );
      created += 1;
    }
  }
  await app.db
    .updateTable('tenants')
    .set({ posts_seeded_at: now })
    .where('id', '=', tenantId)
    .execute();
  return created;
}
