import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

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
  /** Oldest first. */
  listForPost(tenantId: string, postId: string): Promise<CommentView[]>;
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
      async listForPost(tenantId, postId) {
        const rows = await db
          .selectFrom('comments')
          .innerJoin('users', 'users.id', 'comments.user_id')
          .select(['comments.id', 'comments.content', 'comments.created_at', 'users.username'])
          .where('comments.tenant_id', '=', tenantId)
          .where('comments.post_id', '=', postId)
          .orderBy('comments.created_at', 'asc')
          .orderBy('comments.id')
          .execute();
        return rows.map((row) => ({
          _id: row.id,
          content: row.content,
          createdAt: new Date(row.created_at).toISOString(),
          author: { username: row.username },
        }));
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
