import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { CommentState } from '../db/schema';
import { newestFirst, type PageRequest } from '../lib/pages';
import { ownedRow, removeOwned } from '../db/owned';
import { containing } from '../lib/search';

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

/** How a new comment arrives: public, or held or spam with the reason. */
export type CommentArrival = { state: 'visible' } | { state: 'held' | 'spam'; reason: string };
const VISIBLE: CommentArrival = { state: 'visible' };

/** One comment as the owner's Comments screen shows it, whatever its state. */
export interface ModeratedComment {
  id: string;
  content: string;
  createdAt: string;
  state: CommentState;
  stateReason: string | null;
  stateChangedAt: string | null;
  stateChangedBy: string | null;
  post: { id: string; slug: string; title: string };
  author: { id: string; username: string; blocked: boolean };
}

export interface ModerationFilter {
  postId?: string | undefined;
  state?: CommentState | undefined;
  /** Lower-case text looked for in the comment and the author's username. */
  search?: string | undefined;
}

export type CommentPosition = { at: number; id: string };

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
    arrival?: CommentArrival,
  ): Promise<CommentView>;
  /** The user's visible comments on published posts, newest first. */
  listByUser(tenantId: string, userId: string): Promise<MyComment[]>;
  /** Every comment of the tenant, newest first (ties by id), one page. */
  moderationList(
    tenantId: string,
    filter: ModerationFilter & PageRequest,
  ): Promise<{ comments: ModeratedComment[]; next?: CommentPosition }>;
  find(tenantId: string, commentId: string): Promise<ModeratedComment | undefined>;
  /** Sets the state, records who and when (the arrival's reason goes); undefined when there is
   * no such comment. */
  setState(
    tenantId: string,
    commentId: string,
    state: CommentState,
    by: string,
  ): Promise<ModeratedComment | undefined>;
  /** Whether a comment was there to delete. */
  remove(tenantId: string, commentId: string): Promise<boolean>;
  isBlocked(tenantId: string, userId: string): Promise<boolean>;
  /** Blocks a user of the tenant; false when the tenant has no such user. */
  block(tenantId: string, userId: string, by: string): Promise<boolean>;
  /** Whether the user was blocked. */
  unblock(tenantId: string, userId: string): Promise<boolean>;
  /** The blocked commenters, most recently blocked first. */
  listBlocked(tenantId: string): Promise<BlockedCommenter[]>;
  settings(tenantId: string): Promise<CommentSettings>;
  saveSettings(tenantId: string, settings: CommentSettings): Promise<CommentSettings>;
  /** Comments created in [from, to), every state, oldest first, with the tenant's count. */
  createdBetween(
    tenantId: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<{ total: number; comments: ModeratedComment[] }>;
}

export interface BlockedCommenter {
  userId: string;
  username: string;
  blockedAt: string;
  blockedBy: string;
}

export interface CommentSettings {
  /** Hold comments that contain a link until the owner approves them. */
  holdLinks: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export default fp(
  async (app) => {
    const { db } = app;

    /** The tenant's comments with their post and author, for the owner. */
    function moderated(tenantId: string) {
      return db
        .selectFrom('comments')
        .innerJoin('users', 'users.id', 'comments.user_id')
        .innerJoin('posts', 'posts.id', 'comments.post_id')
        .leftJoin('comment_blocks', (join) =>
          join
            .onRef('comment_blocks.user_id', '=', 'comments.user_id')
            .onRef('comment_blocks.tenant_id', '=', 'comments.tenant_id'),
        )
        .select([
          'comments.id',
          'comments.content',
          'comments.created_at',
          'comments.state',
          'comments.state_reason',
          'comments.state_changed_at',
          'comments.state_changed_by',
          'comments.user_id',
          'users.username',
          'posts.id as post_id',
          'posts.slug as post_slug',
          'posts.title as post_title',
          'comment_blocks.blocked_at',
        ])
        .where('comments.tenant_id', '=', tenantId);
    }
    type ModeratedRow = Awaited<
      ReturnType<ReturnType<typeof moderated>['executeTakeFirstOrThrow']>
    >;

    function toModerated(row: ModeratedRow): ModeratedComment {
      return {
        id: row.id,
        content: row.content,
        createdAt: iso(row.created_at),
        state: row.state,
        stateReason: row.state_reason,
        stateChangedAt: row.state_changed_at ? iso(row.state_changed_at) : null,
        stateChangedBy: row.state_changed_by,
        post: { id: row.post_id, slug: row.post_slug, title: row.post_title },
        author: { id: row.user_id, username: row.username, blocked: row.blocked_at !== null },
      };
    }

    /** The order of both comment lists. */
    const byCreation = {
      at: 'comments.created_at',
      id: 'comments.id',
      of: (row: { created_at: Date }) => row.created_at,
    };

    const repository: CommentsRepository = {
      async listForPost(tenantId, postId, { limit, after }) {
        const query = db
          .selectFrom('comments')
          .innerJoin('users', 'users.id', 'comments.user_id')
          .select(['comments.id', 'comments.content', 'comments.created_at', 'users.username'])
          .where('comments.tenant_id', '=', tenantId)
          .where('comments.post_id', '=', postId)
          .where('comments.state', '=', 'visible');
        // Walks comments_post_idx (tenant, post, created_at desc, id desc) and stops after a page.
        const { page, next } = await newestFirst(query, { limit, after }, byCreation);
        return {
          comments: page.map((row) => ({
            _id: row.id,
            content: row.content,
            createdAt: new Date(row.created_at).toISOString(),
            author: { username: row.username },
          })),
          next,
        };
      },

      async create(tenantId, postId, user, content, arrival = VISIBLE) {
        const row = await db
          .insertInto('comments')
          .values({
            id: randomUUID(),
            tenant_id: tenantId,
            post_id: postId,
            user_id: user.id,
            content,
            created_at: app.clock.now(),
            state: arrival.state,
            state_reason: arrival.state === 'visible' ? null : arrival.reason,
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
          .where('comments.state', '=', 'visible')
          .orderBy('comments.created_at', 'desc')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          blogId: row.post_id,
          blogTitle: row.title,
          text: row.content,
        }));
      },

      async moderationList(tenantId, { limit, after, ...filter }) {
        let query = moderated(tenantId);
        if (filter.postId) query = query.where('comments.post_id', '=', filter.postId);
        if (filter.state) query = query.where('comments.state', '=', filter.state);
        if (filter.search) {
          const pattern = containing(filter.search);
          query = query.where((eb) =>
            eb.or([
              eb('comments.content', 'ilike', pattern),
              eb('users.username', 'ilike', pattern),
            ]),
          );
        }
        const { page, next } = await newestFirst(query, { limit, after }, byCreation);
        return { comments: page.map(toModerated), next };
      },

      async find(tenantId, commentId) {
        const row = await moderated(tenantId)
          .where('comments.id', '=', commentId)
          .executeTakeFirst();
        return row && toModerated(row);
      },

      async setState(tenantId, commentId, state, by) {
        const updated = await db
          .updateTable('comments')
          // The arrival's reason no longer explains a state the owner chose.
          .set({
            state,
            state_reason: null,
            state_changed_at: app.clock.now(),
            state_changed_by: by,
          })
          .where(ownedRow(tenantId, commentId))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return undefined;
        return repository.find(tenantId, commentId);
      },

      remove: (tenantId, commentId) => removeOwned(db, 'comments', tenantId, commentId),

      async isBlocked(tenantId, userId) {
        const row = await db
          .selectFrom('comment_blocks')
          .select('user_id')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return row !== undefined;
      },

      async block(tenantId, userId, by) {
        const user = await db
          .selectFrom('users')
          .select('id')
          .where(ownedRow(tenantId, userId))
          .executeTakeFirst();
        if (!user) return false;
        await db
          .insertInto('comment_blocks')
          .values({
            tenant_id: tenantId,
            user_id: userId,
            blocked_at: app.clock.now(),
            blocked_by: by,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
          .execute();
        return true;
      },

      async unblock(tenantId, userId) {
        const result = await db
          .deleteFrom('comment_blocks')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      },

      async listBlocked(tenantId) {
        const rows = await db
          .selectFrom('comment_blocks')
          .innerJoin('users', 'users.id', 'comment_blocks.user_id')
          .select([
            'comment_blocks.user_id',
            'users.username',
            'comment_blocks.blocked_at',
            'comment_blocks.blocked_by',
          ])
          .where('comment_blocks.tenant_id', '=', tenantId)
          .orderBy('comment_blocks.blocked_at', 'desc')
          .orderBy('comment_blocks.user_id')
          .execute();
        return rows.map((row) => ({
          userId: row.user_id,
          username: row.username,
          blockedAt: iso(row.blocked_at),
          blockedBy: row.blocked_by,
        }));
      },

      async settings(tenantId) {
        const row = await db
          .selectFrom('comment_settings')
          .select('hold_links')
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
        return { holdLinks: row?.hold_links ?? false };
      },

      async saveSettings(tenantId, settings) {
        const now = app.clock.now();
        await db
          .insertInto('comment_settings')
          .values({ tenant_id: tenantId, hold_links: settings.holdLinks, updated_at: now })
          .onConflict((oc) =>
            oc.column('tenant_id').doUpdateSet({ hold_links: settings.holdLinks, updated_at: now }),
          )
          .execute();
        return repository.settings(tenantId);
      },

      async createdBetween(tenantId, from, to, limit) {
        const inRange = moderated(tenantId)
          .where('comments.created_at', '>=', from)
          .where('comments.created_at', '<', to);
        const rows = await inRange
          .orderBy('comments.created_at', 'asc')
          .orderBy('comments.id', 'asc')
          .limit(limit)
          .execute();
        const count = await db
          .selectFrom('comments')
          .select(sql<string>`count(*)`.as('total'))
          .where('tenant_id', '=', tenantId)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .executeTakeFirstOrThrow();
        return { total: Number(count.total), comments: rows.map(toModerated) };
      },
    };
    app.decorate('commentsRepository', repository);
  },
  { name: 'comments-repository', dependencies: ['database'] },
);
