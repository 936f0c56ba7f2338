import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, TenantIdParams, errors } from '@agency/contract/schemas/common';
import { eachRow } from '../../../lib/pages';
import { adminRoute } from '../../../lib/route-options';
import { fileReply } from '../../../plugins/external/swagger';
import { NO_STORE } from '../../../plugins/app/auth';
import type { PostView } from '../../../repositories/posts';

/** What the export file says it is, so a tool reading it can tell its layout. */
export const CONTENT_EXPORT_FORMAT = 'agency-content-export';
export const CONTENT_EXPORT_VERSION = 1;

/**
 * A post as the export keeps it: everything the editor wrote and its dates, without the readers'
 * votes (who voted is theirs; the counts stay) or the drawn share card (made again from the rest).
 */
function exportedPost({ likes, dislikes, shareImage: _card, ...post }: PostView) {
  return { ...post, likeCount: likes.length, dislikeCount: dislikes.length };
}

/** `[` items `]` of a JSON array, written as the rows arrive. */
async function* jsonArray<Row>(rows: AsyncIterable<Row>): AsyncGenerator<string> {
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}\n${JSON.stringify(row)}`;
    first = false;
  }
}

/** What render servers ask a few times a second to know when to drop their pages. */
const content: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:tenantId/version',
    {
      schema: {
        operationId: 'getContentVersion',
        tags: ['posts'],
        summary:
          "The version of the tenant's published content: it changes with every post created, edited, published, unpublished or deleted",
        params: TenantIdParams,
        headers: AuthHeaders,
        response: {
          200: Type.Object({ version: Type.String() }),
          ...errors(400, 403, 404),
        },
      },
      config: { auth: 'public' },
      // Asked several times a second by every render server: its log lines would drown the rest.
      logLevel: 'warn',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: await app.contentVersions.read(request.tenant.id) };
    },
  );

  app.get(
    '/:tenantId/export',
    adminRoute({
      operationId: 'exportContent',
      audit: 'content.export',
      tags: ['posts'],
      summary:
        "The site's content as one JSON file: every post (drafts and scheduled ones too) with its body and settings, every redirect (the automatic ones and the owner's) and every upload's address; no reader's votes, comments or personal data (SuperAdmin)",
      params: TenantIdParams,
      response: {
        200: fileReply(
          `{ format: "${CONTENT_EXPORT_FORMAT}", version: ${CONTENT_EXPORT_VERSION}, exportedAt, posts: [...], redirects: [...], media: [...] } (docs/api/posts-and-comments.md)`,
          ['application/json'],
        ),
      },
    }),
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const now = app.clock.now().toISOString();
      // Posts and uploads are read a page at a time while the file is written.
      const posts = eachRow(async (page) => {
        const { posts, next } = await app.postsRepository.list(tenantId, page);
        return { rows: posts.map(exportedPost), next };
      }, 100);
      const media = eachRow(async (page) => {
        const { items, next } = await app.mediaRepository.list(tenantId, page);
        return { rows: items, next };
      }, 200);
      async function* file() {
        yield `{"format":${JSON.stringify(CONTENT_EXPORT_FORMAT)},"version":${CONTENT_EXPORT_VERSION},"exportedAt":${JSON.stringify(now)},"posts":[`;
        yield* jsonArray(posts);
        yield '\n],"redirects":[';
        yield* jsonArray(Readable.from(await app.redirectsRepository.list(tenantId)));
        yield '\n],"media":[';
        yield* jsonArray(media);
        yield '\n]}\n';
      }
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="content-${now.slice(0, 10)}.json"`)
          // The owner's drafts: no cache keeps them (as every management reply).
          .header('cache-control', NO_STORE)
          .header('vary', 'Authorization')
          .send(Readable.from(file()))
      );
    },
  );
};

export default content;
