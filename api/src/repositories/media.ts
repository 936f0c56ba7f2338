import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { removeOwned } from '../db/owned';
import type { PublishStatus } from '../db/schema';
import { newestFirst, type PageRequest } from '../lib/pages';

/** A post that shows an upload, in its body or as its feature image. */
export interface MediaUser {
  id: string;
  title: string;
  slug: string;
  publishStatus: PublishStatus;
}

/** One upload as the media library lists it. */
export interface MediaItem {
  name: string;
  url: string;
  contentType: string;
  kind: 'image' | 'video';
  size: number;
  uploadedAt: string;
  usedBy: MediaUser[];
}

/** What deleting an upload came to. */
export type MediaRemoval =
  { outcome: 'removed' } | { outcome: 'in-use'; usedBy: MediaUser[] } | { outcome: 'not-found' };

export interface MediaRepository {
  /** One page of the tenant's uploads, newest first, each with the posts that use it. */
  list(tenantId: string, page: PageRequest): Promise<{ items: MediaItem[]; next?: PageCursor }>;
  /** Deletes an upload (store and table) unless a post of the tenant uses it. */
  remove(tenantId: string, name: string): Promise<MediaRemoval>;
  record(
    tenantId: string,
    media: { fileName: string; contentType: string; size: number; uploadedBy: string },
  ): Promise<void>;
  /**
   * After a post is deleted: deletes the tenant's uploads that its HTML used (and `alsoNames`,
   * its feature image) and that no remaining post uses, in its HTML or as its feature image,
   * from the store and the table. Returns the names deleted.
   */
  removeUnused(tenantId: string, html: string, alsoNames?: string[]): Promise<string[]>;
  /** Whether `name` is an image the tenant uploaded (what a post's feature image must be). */
  isImage(tenantId: string, name: string): Promise<boolean>;
}

/** A list position: the last row's (created_at, id). */
export interface PageCursor {
  at: number;
  id: string;
}

/** Upload names are server-made: a UUID and an extension (routes/api/media). */
const UPLOAD_NAME = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}/g;

/** Whether `name` is, as a whole, a name the upload route makes. */
export const isUploadName = (name: string): boolean =>
  new RegExp(`^${UPLOAD_NAME.source}$`).test(name);

export default fp(
  async (app) => {
    /** The posts of the tenant that use each of `names` (a body that names the file, or the
     * feature image), in one query; a name no post uses is absent from the map. */
    async function usersOf(tenantId: string, names: string[]): Promise<Map<string, MediaUser[]>> {
      const byName = new Map<string, MediaUser[]>();
      if (names.length === 0) return byName;
      const rows = await app.db
        .selectFrom('media as m')
        .innerJoin('posts as p', (join) =>
          join
            .onRef('p.tenant_id', '=', 'm.tenant_id')
            .on((eb) =>
              eb.or([
                eb('p.feature_image', '=', eb.ref('m.file_name')),
                eb(sql<number>`position(m.file_name in p.content)`, '>', 0),
              ]),
            ),
        )
        .select(['m.file_name', 'p.id', 'p.title', 'p.slug', 'p.publish_status'])
        .where('m.tenant_id', '=', tenantId)
        .where('m.file_name', 'in', names)
        .orderBy('p.title')
        .orderBy('p.id')
        .execute();
      for (const row of rows) {
        const users = byName.get(row.file_name) ?? [];
        users.push({
          id: row.id,
          title: row.title,
          slug: row.slug,
          publishStatus: row.publish_status,
        });
        byName.set(row.file_name, users);
      }
      return byName;
    }

    /** The upload of that file name, if the upload route recorded one. */
    const recorded = (tenantId: string, name: string) =>
      app.db
        .selectFrom('media')
        .select(['id', 'content_type'])
        .where('tenant_id', '=', tenantId)
        .where('file_name', '=', name)
        .executeTakeFirst();

    /**
     * The row goes in the caller's transaction, the file once it committed: an undone delete
     * (its audit entry could not be written) keeps its file, and a file whose delete fails is
     * one no row names, which the daily sweep removes (jobs/orphan-files.ts).
     */
    const removeAfterCommit = (name: string) =>
      app.afterCommit(async () => {
        try {
          await app.mediaStore.remove(name);
        } catch (error) {
          app.log.error({ err: error, file: name }, 'could not delete an unused upload');
        }
      });

    const repository: MediaRepository = {
      async list(tenantId, request) {
        const { page, next } = await newestFirst(
          app.db
            .selectFrom('media')
            .select(['id', 'file_name', 'content_type', 'size', 'created_at'])
            .where('tenant_id', '=', tenantId),
          request,
          { at: 'created_at', id: 'id', of: (row) => row.created_at },
        );
        const users = await usersOf(
          tenantId,
          page.map((row) => row.file_name),
        );
        return {
          items: page.map((row) => ({
            name: row.file_name,
            url: `${app.config.mediaBaseUrl}/${row.file_name}`,
            contentType: row.content_type,
            kind: row.content_type.startsWith('video/') ? 'video' : 'image',
            size: row.size,
            uploadedAt: new Date(row.created_at).toISOString(),
            usedBy: users.get(row.file_name) ?? [],
          })),
          next,
        };
      },

      async remove(tenantId, name) {
        const row = await recorded(tenantId, name);
        if (!row) return { outcome: 'not-found' };
        const usedBy = (await usersOf(tenantId, [name])).get(name);
        if (usedBy?.length) return { outcome: 'in-use', usedBy };
        await removeOwned(app.db, 'media', tenantId, row.id);
        removeAfterCommit(name);
        return { outcome: 'removed' };
      },

      async record(tenantId, media) {
        await app.db
          .insertInto('media')
          .values({
            id: randomUUID(),
            tenant_id: tenantId,
            file_name: media.fileName,
            content_type: media.contentType,
            size: media.size,
            uploaded_by: media.uploadedBy,
            created_at: app.clock.now(),
          })
          .execute();
      },

      async isImage(tenantId, name) {
        const row = await recorded(tenantId, name);
        return !!row && row.content_type.startsWith('image/');
      },

      async removeUnused(tenantId, html, alsoNames = []) {
        const names = [...new Set([...(html.match(UPLOAD_NAME) ?? []), ...alsoNames])];
        if (names.length === 0) return [];
        const rows = await app.db
          .selectFrom('media')
          .select('file_name')
          .where('tenant_id', '=', tenantId)
          .where('file_name', 'in', names)
          .execute();
        const removed: string[] = [];
        for (const { file_name: name } of rows) {
          const stillUsed = await app.db
            .selectFrom('posts')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where((eb) =>
              eb.or([eb('content', 'like', `%${name}%`), eb('feature_image', '=', name)]),
            )
            .limit(1)
            .executeTakeFirst();
          if (stillUsed) continue;
          await app.db.deleteFrom('media').where('file_name', '=', name).execute();
          removeAfterCommit(name);
          removed.push(name);
        }
        return removed;
      },
    };
    app.decorate('mediaRepository', repository);
  },
  { name: 'media-repository', dependencies: ['database', 'services'] },
);
