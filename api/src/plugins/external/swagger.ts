import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AuditEntryReply } from '@agency/contract/schemas/audit';
import { ErrorReply } from '@agency/contract/schemas/common';
import { ModeratedCommentReply } from '@agency/contract/schemas/comment';
import { LeadReply } from '@agency/contract/schemas/inbox';
import { PersonSummaryReply } from '@agency/contract/schemas/people';
import { CommentReply, PostReply } from '@agency/contract/schemas/post';
import type { AuthLevel } from '../../types';

type SecurityRequirement = Record<string, string[]>;

/** The name of the session-token scheme in the document's components.securitySchemes. */
export const BEARER_AUTH = 'bearerAuth';

/**
 * The `security` of a route whose auth level is `public` but that looks at a token when one
 * comes (a draft is visible to the SuperAdmin): no requirement, or the bearer token.
 */
export const OPTIONAL_BEARER: SecurityRequirement[] = [{}, { [BEARER_AUTH]: [] }];

/** What the auth hook (plugins/app/auth.ts) asks of the caller at each level. */
const SECURITY: Record<AuthLevel, SecurityRequirement[]> = {
  public: [],
  optional: OPTIONAL_BEARER,
  user: [{ [BEARER_AUTH]: [] }],
  admin: [{ [BEARER_AUTH]: [] }],
};

/**
 * The vendor extension that marks an operation as the SuperAdmin's: `every call` for an admin
 * route, else the paths on which a mixed route shows the SuperAdmin's data (`config.adminPaths`).
 * Each such operation passes the one gate of plugins/app/auth.ts; the gate's test walks them.
 */
export const SUPERADMIN_MARK = 'x-superadmin';
export const EVERY_CALL = 'every call';
/**
 * The vendor extension that names, on an admin route, the permission of the roles matrix
 * (@agency/contract) the caller's role must hold: `owner only` when it names none.
 */
export const PERMISSION_MARK = 'x-permission';
export const OWNER_ONLY = 'owner only';

function superAdminMark(config: RouteOptions['config']): string | undefined {
  const options = config as { auth?: AuthLevel; adminPaths?: string } | undefined;
  return options?.auth === 'admin' ? EVERY_CALL : options?.adminPaths;
}

/**
 * A 200 that is a file rather than JSON (a download, an export): its media types, each with
 * binary content. The reply streams, so Fastify never serializes it against this schema.
 */
export function fileReply(description: string, mediaTypes: readonly string[]) {
  const binary = { schema: { type: 'string', format: 'binary' } };
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, binary])) };
}

interface DocumentedSchema {
  hide?: boolean;
  operationId?: string;
  security?: SecurityRequirement[];
}

/**
 * OpenAPI 3 document built from the route schemas; Swagger UI at /api/docs (JSON at /api/docs/json).
 * Each operation's `security` comes from the route's `config.auth`, the level the auth hook
 * enforces, unless the schema says otherwise; the SuperAdmin's operations carry SUPERADMIN_MARK. Every documented route must name its
 * `operationId`, once in the whole API: the app refuses to start otherwise, so a new route
 * cannot leave a hole in the document or in a client generated from it.
 */
export default fp(
  async (app) => {
    const operationIds = new Map<string, string>();
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as DocumentedSchema | undefined;
      if (!schema || schema.hide || route.method === 'HEAD') return;
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      const { operationId } = schema;
      if (!operationId) throw new Error(`${name}: the route's schema must name its operationId`);
      const taken = operationIds.get(operationId);
      if (taken) throw new Error(`${name}: operationId "${operationId}" is already ${taken}`);
      operationIds.set(operationId, name);
      const superAdmin = superAdminMark(route.config);
      const permission =
        route.config?.auth === 'admin' ? (route.config.permission ?? OWNER_ONLY) : undefined;
      route.schema = {
        ...schema,
        ...(schema.security === undefined && {
          security: SECURITY[route.config?.auth ?? 'public'],
        }),
        ...(superAdmin && { [SUPERADMIN_MARK]: superAdmin }),
        ...(permission && { [PERMISSION_MARK]: permission }),
      };
    });

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
            'The REST API of the agency site (behaviour: docs/api/ in the repository). Every tenant route needs the x-tenant-id header equal to the path tenant.',
          version: '1.0.0',
          license: {
            name: 'GPL-2.0-or-later',
            url: 'https://spdx.org/licenses/GPL-2.0-or-later.html',
          },
        },
        servers: [{ url: app.config.publicApiUrl }],
        components: {
          securitySchemes: {
            [BEARER_AUTH]: {
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
