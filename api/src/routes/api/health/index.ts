import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ErrorReply } from '@agency/contract/schemas/common';

/**
 * Liveness with a database round trip; served at /health and /api/v1/health, each its own
 * operation in the OpenAPI document (hence the operationId of each registration).
 */
const health: FastifyPluginAsyncTypebox<{ operationId: string }> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: options.operationId,
        tags: ['health'],
        summary: 'Is the API up and its database reachable?',
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Ref(ErrorReply),
        },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
      return { status: 'ok' as const };
    },
  );
};

export default health;
