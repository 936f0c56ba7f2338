import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { PostRevisionRow, PostRow, PublishStatus, RevisionReason } from '../db/schema';

/** How many revisions a post keeps at least; a save beyond them prunes the oldest. */
export const REVISIONS_KEPT = 50;

/** A revision as the history lists it (`PostRevisionSummary` in schemas/post.ts). */
export interface RevisionSummaryView {
  _id: string;
  version: number;
  reason: RevisionReason;
  createdAt: string;
  author: { username: string } | null;
  title: string;
  publishStatus: PublishStatus;
}

/** One revision in full (`PostRevisionReply` in schemas/post.ts). */
export interface RevisionView extends RevisionSummaryView {
  excerpt: string;
  content: string;
  tags: string[];
  publishAt: string | null;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  featureImage: { url: string; alt: string } | null;
}

/** A stored revision with the name of who saved it. */
export type RevisionRow = PostRevisionRow & { author_username: string | null };

export interface PostRevisionsRepository {
  /**
   * Keeps the post as a save left it, by whom and why, and prunes its revisions beyond the
   * newest `REVISIONS_KEPT`. Called inside the save's transaction, so a save and its revision
   * commit together.
   */
  keep(row: PostRow, reason: RevisionReason, authorId: string | null): Promise<void>;
  /** A post's revisions, newest first, without their bodies. */
  list(tenantId: string, postId: string): Promise<RevisionSummaryView[]>;
  /** One revision of the post, or none (another post's or another tenant's id finds none). */
  find(tenantId: string, postId: string, revisionId: string): Promise<RevisionRow | undefined>;
  view(row: RevisionRow): RevisionView;
}

const iso = (date: Date | string) => new Date(date).toISOString();

function summary(
  row: Pick<
    RevisionRow,
    'id' | 'version' | 'reason' | 'created_at' | 'author_username' | 'title' | 'publish_status'
  >,
): RevisionSummaryView {
  return {
    _id: row.id,
    version: row.version,
    reason: row.reason,
    createdAt: iso(row.created_at),
    author: row.author_username === null ? null : { username: row.author_username },
    title: row.title,
    publishStatus: row.publish_status,
  };
}

export default fp(
  async (app) => {
    const { db } = app;

    const withAuthor = () =>
      db
        .selectFrom('post_revisions')
        .leftJoin('users', 'users.id', 'post_revisions.author_id')
        .select('users.username as author_username');

    const repository: PostRevisionsRepository = {
      async keep(row, reason, authorId) {
        await db
          .insertInto('post_revisions')
          .values({
            id: randomUUID(),
            tenant_id: row.tenant_id,
            post_id: row.id,
            version: row.version,
            reason,
            author_id: authorId,
            created_at: row.updated_at,
            title: row.title,
            excerpt: row.excerpt,
            content: row.content,
            tags: row.tags,
            publish_status: row.publish_status,
            publish_at: row.publish_at,
            meta_title: row.meta_title,
            meta_description: row.meta_description,
            meta_keywords: row.meta_keywords,
            feature_image: row.feature_image,
            feature_image_alt: row.feature_image_alt,
          })
          .execute();
        await db
          .deleteFrom('post_revisions')
          .where('tenant_id', '=', row.tenant_id)
          .where('post_id', '=', row.id)
          .where('version', '<=', row.version - REVISIONS_KEPT)
          .execute();
      },

      async list(tenantId, postId) {
        const rows = await withAuthor()
          .select([
            'post_revisions.id',
            'post_revisions.version',
            'post_revisions.reason',
            'post_revisions.created_at',
            'post_revisions.title',
            'post_revisions.publish_status',
          ])
          .where('post_revisions.tenant_id', '=', tenantId)
          .where('post_revisions.post_id', '=', postId)
          .orderBy('post_revisions.version', 'desc')
          .execute();
        return rows.map((row) => summary(row));
      },

      find: (tenantId, postId, revisionId) =>
        withAuthor()
          .selectAll('post_revisions')
          .where('post_revisions.tenant_id', '=', tenantId)
          .where('post_revisions.post_id', '=', postId)
          .where('post_revisions.id', '=', revisionId)
          .executeTakeFirst(),

      view: (row) => ({
        ...summary(row),
        excerpt: row.excerpt,
        content: row.content,
        tags: row.tags,
        publishAt: row.publish_at ? iso(row.publish_at) : null,
        metaTitle: row.meta_title,
        metaDescription: row.meta_description,
        metaKeywords: row.meta_keywords,
        featureImage: row.feature_image
          ? { url: `${app.config.mediaBaseUrl}/${row.feature_image}`, alt: row.feature_image_alt }
          : null,
      }),
    };
    app.decorate('postRevisionsRepository', repository);
  },
  { name: 'post-revisions-repository', dependencies: ['database'] },
);
