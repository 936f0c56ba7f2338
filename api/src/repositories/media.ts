import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

export interface MediaRepository {
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

/** Upload names are server-made: a UUID and an extension (routes/api/media). */
const UPLOAD_NAME = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}/g;

/** Whether `name` is, as a whole, a name the upload route makes. */
export const isUploadName = (name: string): boolean =>
  new RegExp(`^${UPLOAD_NAME.source}$`).test(name);

export default fp(
  async (app) => {
    const repository: MediaRepository = {
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
        const row = await app.db
          .selectFrom('media')
          .select('content_type')
          .where('tenant_id', '=', tenantId)
          .where('file_name', '=', name)
          .executeTakeFirst();
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
          try {
            await app.mediaStore.remove(name);
          } catch (error) {
            // The row stays, so the file is still known; the post is gone either way.
            app.log.error({ err: error, file: name }, 'could not delete an unused upload');
            continue;
          }
          await app.db.deleteFrom('media').where('file_name', '=', name).execute();
          removed.push(name);
        }
        return removed;
      },
    };
    app.decorate('mediaRepository', repository);
  },
  { name: 'media-repository', dependencies: ['database', 'services'] },
);
