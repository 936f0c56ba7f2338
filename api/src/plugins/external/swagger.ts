import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { AuditEntryReply } from '../../schemas/audit';
import { ErrorReply } from '../../schemas/common';
import { ModeratedCommentReply } from '../../schemas/comment';
import { LeadReply } from '../../schemas/inbox';
import { PersonSummaryReply } from '../../schemas/people';
import { CommentReply, PostReply } from '../../schemas/post';

/** OpenAPI 3 document built from the route schemas; Swagger UI at /api/docs (JSON at /api/docs/json). */
export default fp(
  async (app) => {
    app.addSchema(ErrorReply);
    app.addSchema(PostReply);
    app.addSchema(CommentReply);
    app.addSchema(LeadReply);
    app.addSchema(ModeratedCommentReply);
    app.addSchema(AuditEntryReply);
    app.addSchema(PersonSummaryReply);
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Agency site API',
          description:
            'The REST API of the agency site (contract: API.md). Every tenant route needs the x-tenant-id header equal to the path tenant.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicApiUrl }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'Opaque session token from login',
            },
          },
        },
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (json.$id as string) || `def-${i}`,
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'swagger', dependencies: ['config'] },
);
