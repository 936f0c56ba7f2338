import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser, Tenant } from '../../types';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-error';
import {
  CONFIRM_IT_IS_YOU,
  TWO_FACTOR_SETUP_REQUIRED,
  can,
  isStaff,
  roleCannot,
  type Permission,
} from '@agency/contract';
import { mayOnPost, secondFactorRequired, type PostOwnership } from '../../accounts/permissions';
import { SUDO_WINDOW_MS } from '../../repositories/sessions';

/** The 403 of an admin route called from a session that passed no second factor (the admin
 * screens recognise it: @agency/contract). */
export { TWO_FACTOR_SETUP_REQUIRED };

/** A reply for one caller (management lists, drafts, keys, codes, sessions): kept by no cache. */
export const NO_STORE = 'private, no-store';

/** The 403 of an admin route to an account that is not one of the site's staff. */
export const STAFF_ONLY = "Only the site's staff can do this.";

/**
 * The one gate in front of the back office's data: the caller is one of the staff, their role
 * holds the permission (none named: the SuperAdmin's alone, so a route nobody mapped stays the
 * owner's), and their session passed a second factor whenever their role needs one (403
 * otherwise: a password alone, phished or guessed, reads nothing of the admin's).
 */
function passAdminGate(
  config: FastifyInstance['config'],
  user: AuthUser,
  permission: Permission | undefined,
): void {
  if (!isStaff(user.role)) throw forbidden(STAFF_ONLY);
  if (permission ? !can(user.role, permission) : user.role !== 'SuperAdmin')
    throw forbidden(roleCannot(user.role));
  if (secondFactorRequired(config, user) && !user.twoFactor)
    throw forbidden(TWO_FACTOR_SETUP_REQUIRED);
}

/**
 * On a route below the admin level that shows the back office's data on some paths (a draft):
 * whether this caller sees it. A reader does not (false: the route answers as it does to a
 * reader); staff who may read every post do, and an Author only their own post (`post`; a list
 * passes none: `ownPostsOnly` tells whether it lists the caller's own). Staff from a session the
 * gate refuses get its 403. Only a route that declares those paths (`config.adminPaths`, which
 * marks it in the OpenAPI document) may ask, so no route can show admin data without the mark
 * the gate's test walks.
 */
export function seesAdminData(request: FastifyRequest, post?: PostOwnership): boolean {
  if (!request.routeOptions.config.adminPaths)
    throw new Error(
      `${request.routeOptions.url}: a route that shows the SuperAdmin's data must declare on which paths (config.adminPaths)`,
    );
  const { user } = request;
  if (!user || !isStaff(user.role)) return false;
  if (can(user.role, 'posts.read-all')) {
    passAdminGate(request.server.config, user, 'posts.read-all');
    return true;
  }
  if (!post || !mayOnPost(user, post, 'read')) return false;
  passAdminGate(request.server.config, user, 'posts.write-own');
  return true;
}

/**
 * On a list that `seesAdminData` refused: whether the caller is staff who sees their own posts
 * there (an Author), after the gate.
 */
export function ownPostsOnly(request: FastifyRequest): boolean {
  const { user } = request;
  if (!user || can(user.role, 'posts.read-all') || !can(user.role, 'posts.write-own')) return false;
  passAdminGate(request.server.config, user, 'posts.write-own');
  return true;
}

/** Whether the session confirmed the password or a code within the sudo window. */
export function confirmedRecently(user: AuthUser, now: Date): boolean {
  return (
    user.reauthenticatedAt !== null &&
    now.getTime() - user.reauthenticatedAt.getTime() < SUDO_WINDOW_MS
  );
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * The caller of a `public` route that needs to know who calls only on some paths (a draft is
 * visible to the SuperAdmin): the user of a valid bearer token, else null. Like `optional`, a
 * stale token is ignored; unlike it, published reads served from the cache skip the lookup.
 */
export async function optionalUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return (await app.sessionsRepository.authenticate(request.tenant.id, token, request.ip)) ?? null;
}

/**
 * The one hook that decides who is calling. For a route with a tenant in its path it checks
 * the x-tenant-id header (missing 400, unknown tenant 404, mismatch 403), then the bearer
 * token against the route's `config.auth` level; a token only works for its own tenant.
 */
export default fp(
  async (app) => {
    app.decorateRequest('tenant', null as never);
    app.decorateRequest('user', null);

    /** The bearer token against the route's level (after the tenant check passed). */
    async function authenticate(request: FastifyRequest, level: 'optional' | 'user' | 'admin') {
      const token = bearerToken(request);
      const user = token
        ? await app.sessionsRepository.authenticate(request.tenant.id, token, request.ip)
        : undefined;
      if (level === 'optional') {
        // A stale token on a public page is ignored rather than refused.
        request.user = user ?? null;
        return;
      }
      if (!token) throw unauthorized('Authentication is required. Please log in.');
      if (!user) throw unauthorized('Your session is invalid or has expired. Please log in again.');
      request.user = user;
      if (level === 'admin')
        passAdminGate(app.config, user, request.routeOptions.config.permission);
      // A stolen session alone cannot export, erase or renew codes: it must know the password
      // or hold the authenticator too, recently.
      if (request.routeOptions.config.sudo && !confirmedRecently(user, app.clock.now()))
        throw forbidden(CONFIRM_IT_IS_YOU);
    }

    /** The tenant of the path, or the error that refuses the request. */
    function tenantOf(request: FastifyRequest, pathTenant: string): Tenant | Error {
      const header = request.headers['x-tenant-id'];
      if (typeof header !== 'string' || header.trim() === '')
        return badRequest('The x-tenant-id header is required.');
      const tenant = app.tenantsRepository.find(pathTenant);
      if (!tenant) return notFound('Unknown tenant.');
      if (header.trim() !== pathTenant)
        return forbidden('The x-tenant-id header does not match the tenant in the path.');
      return tenant;
    }

    // A callback hook: public routes (every published read) pass without a promise; only a
    // route that needs the caller waits for the session lookup.
    app.addHook('onRequest', (request, _reply, done) => {
      const params = (request.params ?? {}) as Record<string, string | undefined>;
      const pathTenant = params.tenantId;
      if (pathTenant === undefined) return done();
      const tenant = tenantOf(request, pathTenant);
      if (tenant instanceof Error) return done(tenant);
      request.tenant = tenant;
      const level = request.routeOptions.config.auth ?? 'public';
      if (level === 'public') return done();
      authenticate(request, level).then(() => done(), done);
    });

    // Whatever a signed-in route answers (a key, codes, the sessions, the admin's lists) is the
    // caller's alone: no cache keeps it, unless the route chose its own caching.
    app.addHook('onSend', (request, reply, payload, done) => {
      const level = request.routeOptions.config?.auth;
      if ((level === 'user' || level === 'admin') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', NO_STORE);
      done(null, payload);
    });
  },
  { name: 'auth', dependencies: ['tenants-repository', 'sessions-repository'] },
);
