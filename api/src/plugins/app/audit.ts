import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { AuditDetails } from '../../types';
import { isStaff } from '@agency/contract';

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
    object(
      row: NoInfer<Row>,
    ): NonNullable<AuditDetails['object']> | Promise<NonNullable<AuditDetails['object']>>;
    missing: string;
  },
): Promise<Row> {
  const before = await steps.find();
  const after = await steps.change();
  if (!after) throw notFound(steps.missing);
  request.audited = {
    object: await steps.object(after),
    before: { [field]: before?.[field] },
    after: { [field]: after[field] },
  };
  return after;
}

/** The signing key (table signing_keys) of the audit log's references to people. */
const PERSON_KEY = 'audit-person';

/** A handler's refusal of its request, carried out of the transaction it commits. */
class Refused {
  constructor(readonly error: unknown) {}
}

/** An error that answers 4xx: the request was refused, nothing failed. */
function isRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A reply's payload that is a stream the route made: dropped when the action is undone. */
function discardPayload(payload: unknown): void {
  const stream = payload as { destroy?: unknown } | null;
  if (stream && typeof stream.destroy === 'function') (stream.destroy as () => void)();
}

/**
 * The audit log's one way in. A route names its action in `config.audit` and, where there is
 * an object, its handler says which (`request.audited = { object, before, after }`). The
 * handler and its entry run in one transaction: the entry is appended before the commit, and
 * the reply leaves only after it. When the entry cannot be written the action is undone and
 * the route answers 500. Work outside a route's success (a sign-in that failed) calls
 * `app.audit()`, which joins the caller's transaction when there is one and fails with it.
 *
 * Every SuperAdmin route that changes something must name its action, or say why it is none
 * (`config.unaudited`: a change only the caller ever sees, such as their autosave): the app
 * refuses to start otherwise, so a new privileged route cannot go unrecorded by mistake.
 */
export default fp(
  async (app) => {
    app.decorateRequest('audited', null);

    async function record(
      request: FastifyRequest,
      action: string,
      details: AuditDetails = {},
      actor = request.user
        ? { id: request.user.id, username: request.user.username }
        : { id: null, username: 'unknown' },
    ): Promise<void> {
      await app.auditRepository.append(request.tenant.id, {
        action,
        actor,
        address: request.ip,
        object: details.object,
        before: details.before,
        after: details.after,
      });
    }
    app.decorate('audit', record);

    app.decorate('personRef', async (address: string) => {
      const key = await app.twoFactorRepository.signingKey(PERSON_KEY);
      const digest = createHmac('sha256', key).update(address.trim().toLowerCase()).digest('hex');
      return `person:${digest.slice(0, 32)}`;
    });

    /** The route's handler and its entry in one transaction; the reply leaves after the commit. */
    function audited(handler: RouteHandlerMethod, action: string): RouteHandlerMethod {
      return async function auditedHandler(this: unknown, request, reply: FastifyReply) {
        const send = reply.send;
        let captured: { payload: unknown } | undefined;
        reply.send = function hold(payload?: unknown) {
          captured = { payload };
          return reply;
        };
        // The reply is a thenable that settles once the response has gone: while the response
        // is held here, a handler's `return reply` (or `return reply.send(x)`) must not wait
        // for it.
        const thenable = reply as { then?: unknown };
        thenable.then = undefined;
        let result: unknown;
        let refused: Refused | undefined;
        try {
          result = await app.transaction(async () => {
            let value: unknown;
            try {
              value = await handler.call(this as never, request, reply);
            } catch (error) {
              // A refusal (4xx) keeps what the handler wrote on its way to it (a wrong attempt
              // counted, a one-time code spent): it commits, with no entry. Only a failure undoes.
              if (isRefusal(error)) return (refused = new Refused(error));
              throw error;
            }
            // What a User does to their own account is theirs; the log is the staff's record.
            if (reply.statusCode < 400 && isStaff(request.user?.role))
              await record(request, request.audited?.action ?? action, request.audited ?? {});
            return value;
          });
          if (result instanceof Refused) throw result.error;
        } catch (error) {
          discardPayload(captured?.payload);
          // A refusal whose commit the database turned into a rollback (PostgreSQL: a statement
          // on its way failed, a unique violation turned into a 409) is still that refusal.
          if (refused) throw refused.error;
          throw error;
        } finally {
          reply.send = send;
          delete thenable.then;
        }
        if (captured) return send.call(reply, captured.payload);
        return result === reply ? undefined : result;
      };
    }

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const config = route.config as
        { auth?: string; audit?: string; unaudited?: string } | undefined;
      if (config?.audit) {
        route.handler = audited(route.handler, config.audit);
        return;
      }
      if (config?.auth !== 'admin') return;
      if (methods.every((method) => READS.has(method)) || config.unaudited) return;
      throw new Error(
        `${methods.join(',')} ${route.url}: a SuperAdmin's change must name its audit action (config.audit)`,
      );
    });
  },
  { name: 'audit', dependencies: ['audit-repository', 'two-factor-repository'] },
);
