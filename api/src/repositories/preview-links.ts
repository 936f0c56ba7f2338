import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { PostRow } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

/** How many characters of a token the list shows (about 36 of its 256 bits). */
const PREFIX_LENGTH = 6;
/** A link's last opening is written at most this often. */
const OPENED_EVERY_MS = 60_000;

/** A preview link as the editor lists it (`PreviewLinkReply` in the contract). */
export interface PreviewLinkView {
  _id: string;
  prefix: string;
  createdAt: string;
  createdBy: { username: string } | null;
  expiresAt: string;
  revokedAt: string | null;
  lastOpenedAt: string | null;
  active: boolean;
}

export interface PreviewLinksRepository {
  /** A new link to the post that works until `expiresAt`: its token (given out once) and view. */
  create(
    post: Pick<PostRow, 'tenant_id' | 'id'>,
    createdBy: string,
    now: Date,
    expiresAt: Date,
  ): Promise<{ token: string; link: PreviewLinkView }>;
  /** The post's links, newest first, revoked and expired ones included. */
  list(tenantId: string, postId: string, now: Date): Promise<PreviewLinkView[]>;
  /** Revokes one link of the post; the link before, or undefined when the post has none by that
   * id. Revoking a revoked link changes nothing. */
  revoke(
    tenantId: string,
    postId: string,
    linkId: string,
    now: Date,
  ): Promise<PreviewLinkView | undefined>;
  /**
   * The unpublished post a token shows and until when, or undefined when it shows nothing
   * (unknown, revoked, expired, its post published). Records the opening (at most once a minute).
   */
  open(
    tenantId: string,
    token: string,
    now: Date,
  ): Promise<{ postId: string; expiresAt: Date } | undefined>;
}

const iso = (date: Date | string) => new Date(date).toISOString();

interface LinkRow {
  id: string;
  token_prefix: string;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  last_opened_at: Date | string | null;
  creator: string | null;
}

function toView(row: LinkRow, now: Date): PreviewLinkView {
  return {
    _id: row.id,
    prefix: row.token_prefix,
    createdAt: iso(row.created_at),
    createdBy: row.creator === null ? null : { username: row.creator },
    expiresAt: iso(row.expires_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
    lastOpenedAt: row.last_opened_at === null ? null : iso(row.last_opened_at),
    active: row.revoked_at === null && new Date(row.expires_at).getTime() > now.getTime(),
  };
}

export default fp(
  async (app) => {
    const { db } = app;

    const withCreator = () =>
      db
        .selectFrom('post_preview_links')
        .leftJoin('users', 'users.id', 'post_preview_links.created_by')
        .select([
          'post_preview_links.id',
          'post_preview_links.token_prefix',
          'post_preview_links.created_at',
          'post_preview_links.expires_at',
          'post_preview_links.revoked_at',
          'post_preview_links.last_opened_at',
          'users.username as creator',
        ]);

    const find = (tenantId: string, postId: string, linkId: string) =>
      withCreator()
        .where('post_preview_links.tenant_id', '=', tenantId)
        .where('post_preview_links.post_id', '=', postId)
        .where('post_preview_links.id', '=', linkId)
        .executeTakeFirst();

    const repository: PreviewLinksRepository = {
      async create(post, createdBy, now, expiresAt) {
        const token = newToken();
        const id = randomUUID();
        await db
          .insertInto('post_preview_links')
          .values({
            id,
            tenant_id: post.tenant_id,
            post_id: post.id,
            token_hash: hashToken(token),
            token_prefix: token.slice(0, PREFIX_LENGTH),
            created_by: createdBy,
            created_at: now,
            expires_at: expiresAt,
          })
          .execute();
        const row = await find(post.tenant_id, post.id, id);
        return { token, link: toView(row!, now) };
      },

      async list(tenantId, postId, now) {
        const rows = await withCreator()
          .where('post_preview_links.tenant_id', '=', tenantId)
          .where('post_preview_links.post_id', '=', postId)
          .orderBy('post_preview_links.created_at', 'desc')
          .orderBy('post_preview_links.id')
          .execute();
        return rows.map((row) => toView(row, now));
      },

      async revoke(tenantId, postId, linkId, now) {
        const before = await find(tenantId, postId, linkId);
        if (!before) return undefined;
        await db
          .updateTable('post_preview_links')
          .set({ revoked_at: now })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', linkId)
          .where('revoked_at', 'is', null)
          .execute();
        return toView(before, now);
      },

      async open(tenantId, token, now) {
        const row = await db
          .selectFrom('post_preview_links')
          .innerJoin('posts', 'posts.id', 'post_preview_links.post_id')
          .select([
            'post_preview_links.id',
            'post_preview_links.post_id',
            'post_preview_links.expires_at',
            'post_preview_links.last_opened_at',
          ])
          .where('post_preview_links.tenant_id', '=', tenantId)
          .where('post_preview_links.token_hash', '=', hashToken(token))
          .where('post_preview_links.revoked_at', 'is', null)
          .where('post_preview_links.expires_at', '>', now)
          .where('posts.publish_status', '!=', 'Published')
          .executeTakeFirst();
        if (!row) return undefined;
        const stale = new Date(now.getTime() - OPENED_EVERY_MS);
        if (!row.last_opened_at || new Date(row.last_opened_at) < stale)
          await db
            .updateTable('post_preview_links')
            .set({ last_opened_at: now })
            .where('id', '=', row.id)
            .where((eb) =>
              eb.or([eb('last_opened_at', 'is', null), eb('last_opened_at', '<', stale)]),
            )
            .execute();
        return { postId: row.post_id, expiresAt: new Date(row.expires_at) };
      },
    };
    app.decorate('previewLinksRepository', repository);
  },
  { name: 'preview-links-repository', dependencies: ['database'] },
);
