import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, unsupportedMediaType } from '../../../lib/http-error';
import { sniffMedia } from '../../../lib/sniff';
import { capped, discard, megabytes, readHead } from '../../../lib/upload';
import multipartPlugin from '../../../plugins/external/multipart';
import { AuthHeaders, TenantIdParams, errors } from '../../../schemas/common';
import { MediaUploadReply } from '../../../schemas/media';

const UNSUPPORTED =
  'Only images (PNG, JPEG, GIF, WebP) and videos (MP4, WebM, Ogg) can be uploaded.';

/** Editor uploads: images and videos recognized by their content, stored under a new name. */
const media: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // Only the two routes that read forms parse them: @fastify/multipart adds two hooks to
  // every request in its scope, which the published reads should not pay for (issue 16).
  await app.register(multipartPlugin);

  app.post(
    '/:tenantId/upload',
    {
      schema: {
        tags: ['media'],
        summary: 'Upload an image or video (multipart field "file"); replies with its absolute URL',
        description: `Images up to ${megabytes(config.limits.imageBytes)}, videos up to ${megabytes(config.limits.videoBytes)}; the type is read from the content (SVG is refused).`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: TenantIdParams,
        headers: AuthHeaders,
        response: {
          201: MediaUploadReply,
          ...errors(400, 401, 403, 404, 413, 415),
        },
      },
      config: { auth: 'admin', audit: 'media.upload' },
    },
    async (request, reply) => {
      const part = await request.file();
      if (!part) throw badRequest('Attach the file in the "file" field.');
      if (part.fieldname !== 'file') {
        discard(part.file);
        throw badRequest('Attach the file in the "file" field.');
      }
      const { head, rest } = await readHead(part.file);
      const type = sniffMedia(head);
      if (!type) {
        discard(part.file);
        throw unsupportedMediaType(UNSUPPORTED);
      }
      const maxBytes = type.kind === 'image' ? config.limits.imageBytes : config.limits.videoBytes;
      const tooLarge = `${type.kind === 'image' ? 'Images' : 'Videos'} can be at most ${megabytes(maxBytes)}.`;
      const fileName = `${randomUUID()}.${type.extension}`;
      let size = 0;
      try {
        await app.mediaStore.save(
          fileName,
          (async function* count() {
            for await (const chunk of capped(head, rest, maxBytes, tooLarge)) {
              size += chunk.length;
              yield chunk;
            }
          })(),
          { contentType: type.mime },
        );
      } catch (error) {
        discard(part.file);
        throw error;
      }
      if (part.file.truncated) {
        await app.mediaStore.remove(fileName);
        throw Object.assign(new Error(tooLarge), { statusCode: 413 });
      }
      await app.mediaRepository.record(request.tenant.id, {
        fileName,
        contentType: type.mime,
        size,
        uploadedBy: request.user!.id,
      });
      request.audited = {
        object: { type: 'media', id: fileName, label: part.filename.slice(0, 200) || null },
      };
      return reply.status(201).send({ url: `${config.mediaBaseUrl}/${fileName}` });
    },
  );
};

export default media;
