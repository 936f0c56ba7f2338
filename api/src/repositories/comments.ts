import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { PageRequest } from '../lib/pages';

export interface CommentView {
  _id: string;
  content: string;
  createdAt: string;
  author: { username: string };
}

export interface MyComment {
  id: string;
  blogId: string;
  blogTitle: string;
  text: string;
}

export interface CommentsRepository {
  /** One page, newest first, and the position of its last comment when older ones remain. */
  listForPost(
    tenantId: string,
    postId: string,
    page: PageRequest,
  ): Promise<{ comments: CommentView[]; next?: { at: number; id: string } }>;
  create(
    tenantId: string,
    postId: string,
    user: { id: string; username: string },
    content: string,
  ): Promise<CommentView>;
  /** The user's comments on published posts, newest first. */
  listByUser(tenantId: string, userId: string): Promise<MyComment[]>;
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: CommentsRepository = {
      async listForPost(tenantId, postId, { limit, after }) {
        let query = db
          .selectFrom('comments')
          .innerJoin('users', 'users.id', 'comments.user_id')
          .select(['comments.id', 'comments.content', 'comments.created_at', 'users.username'])
          .where('comments.tenant_id', '=', tenantId)
          .where('comments.post_id', '=', postId);
        if (after) {
          query = query.where(
            sql<boolean>`(comments.created_at, comments.id) < (${new Date(after.at)}::timestamptz, ${after.id})`,
          );
        }
        // Walks comments_post_idx (tenant, post, created_at desc, id desc) and stops after a page.
        const rows = await query
          .orderBy('comments.created_at', 'desc')
          .orderBy('comments.id', 'desc')
          .limit(limit + 1)
          .execute();
        const page = rows.slice(0, limit);
        const last = page[page.length - 1];
        return {
          comments: page.map((row) => ({
            _id: row.id,
            content: row.content,
            createdAt: new Date(row.created_at).toISOString(),
            author: { username: row.username },
          })),
          ...(rows.length > limit && last
            ? { next: { at: new Date(last.created_at).getTime(), id: last.id } }
            : {}),
        };
      },

      async create(tenantId, postId, user, content) {
        const row = await db
          .insertInto('comments')
          .values({
            id: randomUUID(),
            tenant_id: tenantId,
            post_id: postId,
            user_id: user.id,
            content,
            created_at: app.clock.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          _id: row.id,
          content: row.content,
          createdAt: new Date(row.created_at).toISOString(),
          author: { username: user.username },
        };
      },

      async listByUser(tenantId, userId) {
        const rows = await db
          .selectFrom('comments')
          .innerJoin('posts', 'posts.id', 'comments.post_id')
          .select(['comments.id', 'comments.post_id', 'posts.title', 'comments.content'])
          .where('comments.tenant_id', '=', tenantId)
          .where('posts.tenant_id', '=', tenantId)
          .where('comments.user_id', '=', userId)
          .where('posts.publish_status', '=', 'Published')
          .orderBy('comments.created_at', 'desc')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          blogId: row.post_id,
          blogTitle: row.title,
          text: row.content,
        }));
      },
    };
    app.decorate('commentsRepository', repository);
  },
  { name: 'comments-repository', dependencies: ['database'] },
);
