import fp from 'fastify-plugin';
import { PRESENCE_WINDOW_MS } from '@agency/contract/autosave';
import type { PostAutosaveRow, PublishStatus } from '../db/schema';

/** The editor's fields as a slot keeps them (the content already sanitized). */
export interface AutosaveInput {
  baseVersion: number;
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  status: PublishStatus;
  publishAt: Date | null;
  unpublishAt: Date | null;
  tags: string[];
  featureImage: { url: string; alt: string } | null;
}

/** A slot as the api answers it (`AutosaveReply` in schemas/post.ts). */
export interface AutosaveView extends Omit<AutosaveInput, 'publishAt' | 'unpublishAt'> {
  savedAt: string;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** One other editor of a post: another person, or the caller in another tab. */
export interface OtherEditorView {
  username: string;
  you: boolean;
  seenAt: string;
}

/** Who edits which post, from which tab. */
export interface Editing {
  tenantId: string;
  postId: string;
  userId: string;
  tabId: string;
}

export interface PostAutosavesRepository {
  /** Replaces the person's slot of the post. */
  put(editing: Omit<Editing, 'tabId'>, input: AutosaveInput, at: Date): Promise<void>;
  find(tenantId: string, postId: string, userId: string): Promise<AutosaveView | undefined>;
  /** Empties the person's slot; false when there was none. */
  remove(tenantId: string, postId: string, userId: string): Promise<boolean>;
  /**
   * Records that the tab has the post open now, prunes the post's rows older than the window,
   * and answers who else had it open within the window, most recent first.
   */
  touch(editing: Editing, at: Date): Promise<OtherEditorView[]>;
}

const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

function view(row: PostAutosaveRow): AutosaveView {
  return {
    baseVersion: row.base_version,
    savedAt: iso(row.saved_at),
    title: row.title,
    content: row.content,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
    status: row.publish_status,
    publishAt: isoOrNull(row.publish_at),
    unpublishAt: isoOrNull(row.unpublish_at),
    tags: row.tags,
    featureImage:
      row.feature_image_url === null
        ? null
        : { url: row.feature_image_url, alt: row.feature_image_alt },
  };
}

export default fp(
  async (app) => {
    const { db } = app;
    const slot = (tenantId: string, postId: string, userId: string) =>
      db
        .selectFrom('post_autosaves')
        .where('tenant_id', '=', tenantId)
        .where('post_id', '=', postId)
        .where('user_id', '=', userId);

    const repository: PostAutosavesRepository = {
      async put({ tenantId, postId, userId }, input, at) {
        const columns = {
          base_version: input.baseVersion,
          saved_at: at,
          title: input.title,
          content: input.content,
          tags: input.tags,
          publish_status: input.status,
          publish_at: input.publishAt,
          unpublish_at: input.unpublishAt,
          meta_title: input.metaTitle,
          meta_description: input.metaDescription,
          meta_keywords: input.metaKeywords,
          feature_image_url: input.featureImage?.url ?? null,
          feature_image_alt: input.featureImage?.alt ?? '',
        };
        await db
          .insertInto('post_autosaves')
          .values({ tenant_id: tenantId, post_id: postId, user_id: userId, ...columns })
          .onConflict((oc) => oc.columns(['tenant_id', 'post_id', 'user_id']).doUpdateSet(columns))
          .execute();
      },

      async find(tenantId, postId, userId) {
        const row = await slot(tenantId, postId, userId).selectAll().executeTakeFirst();
        return row && view(row);
      },

      async remove(tenantId, postId, userId) {
        const result = await db
          .deleteFrom('post_autosaves')
          .where('tenant_id', '=', tenantId)
          .where('post_id', '=', postId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return result.numDeletedRows > 0n;
      },

      async touch({ tenantId, postId, userId, tabId }, at) {
        const since = new Date(at.getTime() - PRESENCE_WINDOW_MS);
        await db
          .insertInto('post_presence')
          .values({
            tenant_id: tenantId,
            post_id: postId,
            user_id: userId,
            tab_id: tabId,
            seen_at: at,
          })
          .onConflict((oc) =>
            oc.columns(['tenant_id', 'post_id', 'user_id', 'tab_id']).doUpdateSet({ seen_at: at }),
          )
          .execute();
        await db
          .deleteFrom('post_presence')
          .where('tenant_id', '=', tenantId)
          .where('post_id', '=', postId)
          .where('seen_at', '<', since)
          .execute();
        const rows = await db
          .selectFrom('post_presence')
          .innerJoin('users', 'users.id', 'post_presence.user_id')
          .select(['users.username', 'post_presence.user_id', 'post_presence.seen_at'])
          .where('post_presence.tenant_id', '=', tenantId)
          .where('post_presence.post_id', '=', postId)
          .where('post_presence.seen_at', '>=', since)
          .where((eb) =>
            eb.or([
              eb('post_presence.user_id', '!=', userId),
              eb('post_presence.tab_id', '!=', tabId),
            ]),
          )
          .orderBy('post_presence.seen_at', 'desc')
          .execute();
        return rows.map((row) => ({
          username: row.username,
          you: row.user_id === userId,
          seenAt: iso(row.seen_at),
        }));
      },
    };
    app.decorate('postAutosavesRepository', repository);
  },
  { name: 'post-autosaves-repository', dependencies: ['database'] },
);
