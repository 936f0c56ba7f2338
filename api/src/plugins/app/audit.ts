import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { AuditDetails } from '../../types';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A route's change to one field of an object (a comment's state, a lead's status): reads the
 * object as it was, makes the change, and records the field's value before (none when it was
 * not found before) and after. A change that finds no object answers 404 with `missing`.
 */
export async function changeField<Field extends string, Row extends Record<Field, unknown>>(
  request: FastifyRequest,
  field: Field,
  steps: {
    find(): Promise<Row | undefined>;
    change(): Promise<Row | undefined>;
    object(row: NoInfer<Row>): NonNullable<AuditDetails['object']>;
    missing: string;
  },
): Promise<Row> {
  const before = await steps.find();
  const after = await steps.change();
  if (!after) throw notFound(steps.missing);
  request.audited = {
    object: steps.object(after),
    before: { [field]: before?.[field] },
    after: { [field]: after[field] },
  };
  return after;
}

/**
 * The audit log's one way in. A route names its action in `config.audit` and, where there is
 * an object, its handler says which (`request.audited = { object, before, after }`); once the
 * route has succeeded, and before its reply leaves, the entry is appended with the caller and
 * their address. Work outside a route's success (a sign-in that failed) calls `app.audit()`.
 *
 * Every SuperAdmin route that changes something must name its action: the app refuses to
 * start otherwise, so a new privileged route cannot go unrecorded.
 */
export default fp(
  async (app) => {
    app.decorateRequest('audited', null);

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const config = route.config as { auth?: string; audit?: string } | undefined;
      if (config?.auth !== 'admin' || config.audit) return;
      if (methods.every((method) => READS.has(method))) return;
      throw new Error(
        `${methods.join(',')} ${route.url}: a SuperAdmin's change must name its audit action (config.audit)`,
      );
    });

    async function record(
      request: FastifyRequest,
      action: string,
      details: AuditDetails = {},
      actor = request.user
        ? { id: request.user.id, username: request.user.username }
        : { id: null, username: 'unknown' },
    ): Promise<void> {
      try {
        await app.auditRepository.append(request.tenant.id, {
          action,
          actor,
          address: request.ip,
          object: details.object,
          before: details.before,
          after: details.after,
        });
      } catch (error) {
        // The action itself has happened: its reply still goes out, and the entry is kept in
        // the log where an operator can find it.
        request.log.error({ err: error, audit: { action, actor, details } }, 'audit entry lost');
      }
    }
    app.decorate('audit', record);

    app.addHook('onSend', async (request, reply, payload) => {
      const action = request.routeOptions.config.audit;
      // What a User does to their own account is theirs; the log is the SuperAdmins' record.
      if (!action || reply.statusCode >= 400 || request.user?.role !== 'SuperAdmin') return payload;
      await record(request, request.audited?.action ?? action, request.audited ?? {});
      return payload;
    });
  },
  { name: 'audit', dependencies: ['audit-repository'] },
);
