import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminListRoute, adminRoute } from '../../../lib/route-options';
import { Type } from '@sinclair/typebox';
import { csvRecord } from '../../../lib/csv';
import { CHANNEL_LABELS } from '@agency/contract/lead-channels';
import type { Channel } from '@agency/contract/schemas/inbox';
import type { Touch } from '../../../lib/lead-channel';
import { badRequest, notFound } from '../../../lib/http-error';
import { readPage, sendPage } from '../../../lib/pages';
import { searchText } from '../../../lib/search';
import { ResumeDownload, sendResume } from '../../../lib/resume-reply';
import { eachLead, type LeadFilter, type LeadView } from '../../../repositories/inbox';
import { fileReply } from '../../../plugins/external/swagger';
import { TenantIdParams, TenantObjectParams } from '@agency/contract/schemas/common';
import {
  ChannelsQuery,
  ChannelsReply,
  ExportQuery,
  LEAD_PAGE,
  LeadsQuery,
  StatusBody,
  SummaryReply,
} from '@agency/contract/schemas/inbox';
import { changeField } from '../../../plugins/app/audit';
import { storeNoReplies } from '../posts';

const LeadRef = Type.Ref('Lead');
const LeadParams = TenantObjectParams('leadId');
const LEAD_NOT_FOUND = 'Lead not found.';

const channelLabel = (channel: Channel | null) => (channel ? CHANNEL_LABELS[channel] : null);

/** A touch in one cell: `google / cpc / spring, gclid, from google.com, landed on /x`. */
function touchText(touch: Touch | undefined): string | null {
  if (!touch) return null;
  const tags = [touch.utmSource, touch.utmMedium, touch.utmCampaign].filter(Boolean).join(' / ');
  const ids = (['gclid', 'fbclid', 'msclkid'] as const).filter((id) => touch[id]);
  return [
    tags,
    ...ids,
    touch.referrer && `from ${touch.referrer}`,
    touch.landingPage && `landed on ${touch.landingPage}`,
  ]
    .filter(Boolean)
    .join(', ');
}

const clickIds = (touch: Touch | undefined) =>
  (['gclid', 'fbclid', 'msclkid'] as const)
    .flatMap((id) => (touch?.[id] ? [`${id}=${touch[id]}`] : []))
    .join(' ');

const CSV_HEADER = [
  'Received',
  'Kind',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Position',
  'Message',
  'Resume',
  'Status changed',
  'Changed by',
  'Spam reason',
  'Id',
  'Channel',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
  'Click ids',
  'Referrer',
  'Landing page',
  'First touch channel',
  'First touch',
];

function csvLine(lead: LeadView) {
  const latest = lead.source?.latest ?? lead.source?.first;
  return csvRecord([
    lead.createdAt,
    lead.kind,
    lead.status,
    lead.name,
    lead.email,
    lead.phone,
    lead.job,
    lead.message,
    lead.resume?.originalName,
    lead.statusChangedAt,
    lead.statusChangedBy,
    lead.spamReason,
    lead.id,
    channelLabel(lead.channel),
    latest?.utmSource,
    latest?.utmMedium,
    latest?.utmCampaign,
    latest?.utmTerm,
    latest?.utmContent,
    clickIds(latest),
    latest?.referrer,
    latest?.landingPage,
    channelLabel(lead.firstChannel),
    touchText(lead.source?.first),
  ]);
}

/** The filter of a list or export query: empty text means no search. */
function filterOf(query: { kind?: LeadFilter['kind']; status?: LeadFilter['status']; q?: string }) {
  return {
    kind: query.kind,
    status: query.status,
    search: searchText(query.q),
  };
}

/**
 * The owner's inbox: every lead (contact messages, job applications, newsletter sign-ups) in
 * one list, their statuses, the résumés and a CSV export. SuperAdmin only; nothing is cached.
 */
const inbox: FastifyPluginAsyncTypebox = async (app) => {
  storeNoReplies(app);

  app.get(
    '/:tenantId/leads',
    adminListRoute({
      operationId: 'listLeads',
      permission: 'leads',
      tags: ['inbox'],
      summary:
        'Leads, newest first, one page (limit, cursor; next page: X-Next-Cursor header); filters kind, status and q (SuperAdmin)',
      querystring: LeadsQuery,
      items: LeadRef,
    }),
    async (request, reply) => {
      const { limit, after } = readPage(request.query, LEAD_PAGE);
      const { leads, next } = await app.inboxRepository.list(request.tenant.id, {
        ...filterOf(request.query),
        limit,
        after,
      });
      return sendPage(reply, leads, next);
    },
  );

  app.get(
    '/:tenantId/leads.csv',
    adminRoute({
      operationId: 'exportLeadsCsv',
      permission: 'leads',
      audit: 'leads.export',
      sudo: true,
      tags: ['inbox'],
      summary:
        'The leads of a filter (kind, status, q) as CSV: RFC 4180, UTF-8 with a byte order mark, a header row; formula-like cells neutralized (SuperAdmin)',
      params: TenantIdParams,
      querystring: ExportQuery,
      response: {
        200: fileReply('The leads, one CSV record each after the header row', ['text/csv']),
      },
    }),
    async (request, reply) => {
      const filter = filterOf(request.query);
      // The search text may be the address or name of the person looked for: the log keeps
      // its keyed hash, which matches the person's entries elsewhere when it is the address.
      const { q, ...rest } = request.query;
      request.audited = { after: { filter: q ? { ...rest, q: await app.personRef(q) } : rest } };
      const tenantId = request.tenant.id;
      const day = app.clock.now().toISOString().slice(0, 10);
      // Read a page at a time while the file is written: an export never holds every lead.
      async function* lines() {
        // The byte order mark makes spreadsheets read the file as UTF-8.
        yield `\uFEFF${csvRecord(CSV_HEADER)}`;
        for await (const lead of eachLead(app.inboxRepository, tenantId, filter))
          yield csvLine(lead);
      }
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .send(Readable.from(lines()));
    },
  );

  app.get(
    '/:tenantId/summary',
    adminRoute({
      operationId: 'getInboxSummary',
      permission: 'leads',
      tags: ['inbox'],
      summary:
        'Counts for the dashboard: leads still New, this and last calendar month (UTC), subscribers; Spam left out (SuperAdmin)',
      params: TenantIdParams,
      response: { 200: SummaryReply },
    }),
    async (request) => app.inboxRepository.summary(request.tenant.id),
  );

  app.get(
    '/:tenantId/channels',
    adminRoute({
      operationId: 'getLeadChannels',
      permission: 'leads',
      tags: ['inbox'],
      summary:
        'Leads by channel (paid search, organic search, social, email, referral, direct, none) from one day to another, both included, UTC; Spam left out (SuperAdmin)',
      params: TenantIdParams,
      querystring: ChannelsQuery,
      response: { 200: ChannelsReply },
    }),
    async (request) => {
      const { from, to } = request.query;
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(`${to}T00:00:00Z`);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
        throw badRequest('from and to must be dates (YYYY-MM-DD).');
      if (end < start) throw badRequest('The period must not end before it starts.');
      end.setUTCDate(end.getUTCDate() + 1);
      const channels = await app.inboxRepository.channels(request.tenant.id, start, end);
      return {
        from,
        to,
        total: channels.reduce((sum, row) => sum + row.leads, 0),
        channels,
      };
    },
  );

  app.get(
    '/:tenantId/leads/:leadId',
    adminRoute({
      operationId: 'getLead',
      permission: 'leads',
      tags: ['inbox'],
      summary: 'One lead, with everything the visitor sent (SuperAdmin)',
      params: LeadParams,
      response: { 200: LeadRef },
    }),
    async (request) => {
      const lead = await app.inboxRepository.find(request.tenant.id, request.params.leadId);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return lead;
    },
  );

  app.put(
    '/:tenantId/leads/:leadId/status',
    adminRoute({
      operationId: 'setLeadStatus',
      permission: 'leads',
      audit: 'lead.status',
      tags: ['inbox'],
      summary: "Set a lead's status (New, Handled, Archived, Spam); who and when are recorded",
      params: LeadParams,
      body: StatusBody,
      response: { 200: LeadRef },
    }),
    async (request) => {
      const tenantId = request.tenant.id;
      const { leadId } = request.params;
      return changeField(request, 'status', {
        find: () => app.inboxRepository.find(tenantId, leadId),
        change: () =>
          app.inboxRepository.setStatus(
            tenantId,
            leadId,
            request.body.status,
            request.user!.username,
          ),
        object: async (lead) => ({
          type: 'lead',
          id: lead.id,
          label: `${lead.kind} from ${await app.personRef(lead.email)}`,
        }),
        missing: LEAD_NOT_FOUND,
      });
    },
  );

  app.get(
    '/:tenantId/leads/:leadId/resume',
    adminRoute({
      operationId: 'downloadLeadResume',
      permission: 'leads',
      audit: 'lead.resume-download',
      tags: ['inbox'],
      summary: "An application's résumé, streamed from storage as sent (SuperAdmin); never public",
      params: LeadParams,
      response: { 200: ResumeDownload },
    }),
    async (request, reply) => {
      const resume = await app.inboxRepository.findResume(request.tenant.id, request.params.leadId);
      request.audited = { object: { type: 'lead', id: request.params.leadId } };
      return sendResume(app.resumeStore, reply, resume, 'No résumé for this lead.');
    },
  );
};

export default inbox;
