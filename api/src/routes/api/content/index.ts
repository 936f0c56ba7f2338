import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, TenantIdParams, errors } from '@agency/contract/schemas/common';

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
};

export default content;
