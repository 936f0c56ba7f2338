import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig } from 'fastify';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import {
  AuthHeaders,
  TenantHeaders,
  TenantIdParams,
  errors,
} from '@agency/contract/schemas/common';
import type { Permission } from '@agency/contract';
import type { AuthLevel } from '../types';

/**
 * What every route of a tenant that needs a token can answer besides its own replies: a bad
 * request, no or a bad token, a caller the route refuses (another tenant's token, or not the
 * SuperAdmin where one is needed), an unknown tenant.
 */
const SIGNED_IN_ERRORS = errors(400, 401, 403, 404);

/**
 * The options of a route of a tenant that needs a token of the given level: its schema with the
 * token headers and the errors every such route shares, and the `auth` level (with the audit
 * action, if any). `response` holds the route's own replies, and any other error it can answer;
 * `permission` (admin routes) is what the caller's role must hold in the roles matrix (none: the
 * SuperAdmin alone); `audit` is the action a successful call appends to the audit log (`unaudited`, instead, says
 * why a change is none: it touches only the caller's own scratch state), `sudo` makes the route ask
 * for a recent confirmation of the password or a code, `adminPaths` names the paths of a User's
 * route that show the SuperAdmin's data (types.ts); none of them is part of the schema.
 * `rateLimit` is the route's own limit (lib/rate-limits). `headers`, if given, adds the
 * route's own request headers to the token headers.
 */
function signedInRoute(auth: Extract<AuthLevel, 'user' | 'admin'>) {
  return <
    S extends {
      response: Record<number, unknown>;
      headers?: TObject;
      audit?: string;
      unaudited?: string;
      sudo?: boolean;
      adminPaths?: string;
      permission?: Permission;
      rateLimit?: RateLimitOptions;
    },
  >({
    audit,
    unaudited,
    sudo,
    adminPaths,
    permission,
    rateLimit,
    ...schema
  }: S) => {
    const config: FastifyContextConfig = {
      auth,
      ...(permission && { permission }),
      ...(audit && { audit }),
      ...(unaudited && { unaudited }),
      ...(rateLimit && { rateLimit }),
      ...(sudo && { sudo }),
      ...(adminPaths && { adminPaths }),
    };
    return {
      schema: {
        ...schema,
        // Typed as the token headers alone: the merged object's type is too deep for the type
        // provider; the route reads its own headers by name.
        headers: (schema.headers
          ? Type.Object({ ...AuthHeaders.properties, ...schema.headers.properties })
          : AuthHeaders) as typeof AuthHeaders,
        response: { ...schema.response, ...SIGNED_IN_ERRORS },
      },
      config,
    };
  };
}

/** A route of the tenant's staff: the SuperAdmin's alone unless it names a `permission`. */
export const adminRoute = signedInRoute('admin');
/** A route any signed-in user of the tenant may call. */
export const userRoute = signedInRoute('user');

/**
 * The options of a SuperAdmin's list of the tenant's rows, newest first, a page at a time:
 * `querystring` holds the page fields (lib/pages) and the list's filters, and the reply is one
 * page of `items`.
 */
export function adminListRoute<Q extends TSchema, I extends TSchema>({
  operationId,
  tags,
  summary,
  querystring,
  items,
  permission,
}: {
  operationId: string;
  tags: string[];
  summary: string;
  querystring: Q;
  items: I;
  permission?: Permission;
}) {
  return adminRoute({
    ...(permission && { permission }),
    operationId,
    tags,
    summary,
    params: TenantIdParams,
    querystring,
    response: { 200: Type.Array(items) },
  });
}

/**
 * What every route of a tenant that anyone may call can answer besides its own replies: a bad
 * request, an `x-tenant-id` header that names another tenant, an unknown tenant.
 */
const PUBLIC_ERRORS = errors(400, 403, 404);

/**
 * The options of a route of a tenant that anyone may call (the site's forms, sign-up and
 * sign-in): its schema with the tenant header and the errors every such route shares, and its
 * rate limit, if any. `response` holds the route's own replies, and any other error it can
 * answer; `rateLimit` is no part of the schema.
 */
export function publicRoute<
  S extends { response: Record<number, unknown>; rateLimit?: RateLimitOptions },
>({ rateLimit, ...schema }: S) {
  return {
    schema: {
      ...schema,
      headers: TenantHeaders,
      response: { ...schema.response, ...PUBLIC_ERRORS },
    },
    ...(rateLimit ? { config: { rateLimit } } : {}),
  };
}
