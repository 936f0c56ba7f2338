import { can } from '@agency/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { adminListRoute, adminRoute } from '../../../lib/route-options';
import { Type } from '@sinclair/typebox';
import { badRequest, conflict, notFound, unsupportedMediaType } from '../../../lib/http-error';
import { readPage, sendPage } from '../../../lib/pages';
import { sniffMedia } from '../../../lib/sniff';
import { capped, discard, megabytes, readHead } from '../../../lib/upload';
import multipartPlugin from '../../../plugins/external/multipart';
import { TenantIdParams, errors } from '@agency/contract/schemas/common';
import { isUploadName, type MediaUser } from '../../../repositories/media';
import {
  MEDIA_PAGE,
  MediaItemReply,
  MediaListQuery,
  MediaNameParams,
  MediaUploadReply,
} from '@agency/contract/schemas/media';

const UNSUPPORTED =
  'Only images (PNG, JPEG, GIF, WebP) and videos (MP4, WebM, Ogg) can be uploaded.';

const MEDIA_NOT_FOUND = 'This file is not in the media library.';

/** “A”, “A” and “B”, “A”, “B” and “C”, or the first three and how many more. */
function postTitles(posts: MediaUser[]): string {
  const shown = posts.slice(0, 3).map((post) => `“${post.title}”`);
  const more = posts.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more ${more === 1 ? 'post' : 'posts'}`;
  if (shown.length === 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}

/** The refusal to delete an upload that posts still show. */
export function inUseMessage(posts: MediaUser[]): string {
  return `This file is used by ${postTitles(posts)}. Remove it from ${posts.length === 1 ? 'that post' : 'those posts'} first.`;
}

/** Editor uploads: images and videos recognized by their content, stored under a new name. */
const media: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // Only the two routes that read forms parse them: @fastify/multipart adds two hooks to
  // every request in its scope, which the published reads should not pay for.
  await app.register(multipartPlugin);

  /**
   * The upload's bytes, stored before the handler runs: the handler and its audit entry are one
   * transaction (plugins/app/audit.ts), which must not stay open while a client sends a file.
   * A file stored for an upload whose row then fails is one no row names (jobs/orphan-files.ts).
   */
  const uploads = new WeakMap<
    FastifyRequest,
    { fileName: string; contentType: string; size: number; label: string | null }
  >();
  async function receive(request: FastifyRequest) {
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
    uploads.set(request, {
      fileName,
      contentType: type.mime,
      size,
      label: part.filename.slice(0, 200) || null,
    });
  }

  app.post(
    '/:tenantId/upload',
    {
      ...adminRoute({
        operationId: 'uploadMedia',
        permission: 'media.upload',
        audit: 'media.upload',
        tags: ['media'],
        summary: 'Upload an image or video (multipart field "file"); replies with its absolute URL',
        description: `Images up to ${megabytes(config.limits.imageBytes)}, videos up to ${megabytes(config.limits.videoBytes)}; the type is read from the content (SVG is refused).`,
        consumes: ['multipart/form-data'],
        params: TenantIdParams,
        response: {
          201: MediaUploadReply,
          ...errors(413, 415),
        },
      }),
      preHandler: receive,
    },
    async (request, reply) => {
      const upload = uploads.get(request);
      if (!upload) throw badRequest('Attach the file in the "file" field.');
      await app.mediaRepository.record(request.tenant.id, {
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.size,
        uploadedBy: request.user!.id,
      });
      request.audited = {
        object: { type: 'media', id: upload.fileName, label: upload.label },
      };
      return reply.status(201).send({ url: `${config.mediaBaseUrl}/${upload.fileName}` });
    },
  );

  app.get(
    '/:tenantId',
    adminListRoute({
      operationId: 'listMedia',
      permission: 'media.upload',
      tags: ['media'],
      summary:
        'The media library: every upload, newest first, with the posts that use it; one page (limit, cursor; next page: X-Next-Cursor header)',
      querystring: MediaListQuery,
      items: MediaItemReply,
    }),
    async (request, reply) => {
      const page = await app.mediaRepository.list(
        request.tenant.id,
        readPage(request.query, MEDIA_PAGE),
      );
      const { next } = page;
      // Who reads only their own posts (an Author) is not told the titles of others' drafts.
      const items = can(request.user!.role, 'posts.read-all')
        ? page.items
        : page.items.map((item) => ({
            ...item,
            usedBy: item.usedBy.filter((post) => post.publishStatus === 'Published'),
          }));
      reply.header('cache-control', 'private, no-store');
      return sendPage(reply, items, next);
    },
  );

  app.delete(
    '/:tenantId/:name',
    adminRoute({
      operationId: 'deleteMedia',
      permission: 'media',
      audit: 'media.delete',
      tags: ['media'],
      summary: 'Delete an upload that no post uses; 409 names the posts that still show it',
      params: MediaNameParams,
      response: { 204: Type.Null(), ...errors(409) },
    }),
    async (request, reply) => {
      const { name } = request.params;
      if (!isUploadName(name)) throw notFound(MEDIA_NOT_FOUND);
      const result = await app.mediaRepository.remove(request.tenant.id, name);
      if (result.outcome === 'not-found') throw notFound(MEDIA_NOT_FOUND);
      if (result.outcome === 'in-use') throw conflict(inUseMessage(result.usedBy));
      request.audited = { object: { type: 'media', id: name } };
      return reply.status(204).send(null);
    },
  );
};

export default media;
