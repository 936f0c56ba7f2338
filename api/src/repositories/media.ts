import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

export interface MediaRepository {
  record(
    tenantId: string,
    media: { fileName: string; contentType: string; size: number; uploadedBy: string },
  ): Promise<void>;
}

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
    };
    app.decorate('mediaRepository', repository);
  },
  { name: 'media-repository', dependencies: ['database'] },
);
