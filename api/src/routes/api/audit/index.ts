import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../../lib/http-error';
import { adminListRoute, adminRoute } from '../../../lib/route-options';
import { readPage, sendPage } from '../../../lib/pages';
import { AUDIT_PAGE, AuditActorsReply, AuditQuery } from '@agency/contract/schemas/audit';
import { TenantIdParams } from '@agency/contract/schemas/common';
import { storeNoReplies } from '../posts';

const tags = ['audit'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day as the instant it starts (UTC); a day that does not exist is a 400. */
function dayStart(value: string, name: string): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw badRequest(`The ${name} date is not a real day.`);
  return date;
}

/**
 * The audit log, read only: there is no route that changes or removes an entry. SuperAdmin
 * only; nothing is cached.
 */
const audit: FastifyPluginAsyncTypebox = async (app) => {
  storeNoReplies(app);

  app.get(
    '/:tenantId',
    adminListRoute({
      operationId: 'listAuditEntries',
      permission: 'audit',
      tags,
      summary:
        'The audit log, newest first, one page (limit, cursor; next page: X-Next-Cursor header); filters actor, action, from and to (SuperAdmin)',
      querystring: AuditQuery,
      items: Type.Ref('AuditEntry'),
    }),
    async (request, reply) => {
      const { actor, action, from, to } = request.query;
      const start = from ? dayStart(from, 'from') : undefined;
      const end = to ? new Date(dayStart(to, 'to').getTime() + DAY_MS) : undefined;
      if (start && end && start >= end)
        throw badRequest('The from date must not be after the to date.');
      const page = readPage(request.query, AUDIT_PAGE);
      const { entries, next } = await app.auditRepository.list(
        request.tenant.id,
        { actor, action, from: start, to: end },
        page,
      );
      return sendPage(reply, entries, next);
    },
  );

  app.get(
    '/:tenantId/actors',
    adminRoute({
      operationId: 'listAuditActors',
      permission: 'audit',
      tags,
      summary: 'Everyone who appears in the audit log, by username (SuperAdmin)',
      params: TenantIdParams,
      response: { 200: AuditActorsReply },
    }),
    async (request) => app.auditRepository.actors(request.tenant.id),
  );
};

export default audit;
