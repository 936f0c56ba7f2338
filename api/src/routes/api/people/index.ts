import { isStaff } from '@agency/contract';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRoute } from '../../../lib/route-options';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { conflict } from '../../../lib/http-error';
import { summarize, type PersonRecords, type PersonSummary } from '../../../repositories/people';
import { fileReply } from '../../../plugins/external/swagger';
import { TenantIdParams, errors } from '@agency/contract/schemas/common';
import { EraseReply, PersonBody, PersonSummaryReply } from '@agency/contract/schemas/people';
import { storeNoReplies } from '../posts';

const tags = ['personal data'];
const SummaryRef = Type.Ref(PersonSummaryReply);

export const SUPER_ADMIN_REFUSED =
  'This address belongs to a SuperAdmin account, which cannot be erased from here.';
export const STAFF_REFUSED =
  'This address belongs to a member of the staff. Remove them from the staff on the Team screen first, then erase it.';

/**
 * What the audit log keeps of a request about a person's data: the counts of what was found,
 * exported or erased and the person's keyed hash, never the address itself (the log outlives
 * an erased person's data).
 */
async function recordPrivacyAction(
  app: FastifyInstance,
  request: FastifyRequest,
  summary: PersonSummary,
): Promise<void> {
  const { email, account, ...counts } = summary;
  request.audited = {
    after: { person: await app.personRef(email), ...counts, account: account !== null },
  };
}

/** The ZIP's file name for a résumé: its lead, then its name as sent, made safe. */
const resumeEntry = (leadId: string, originalName: string) =>
  `resumes/${leadId}-${originalName.replace(/[^\w.-]+/g, '-').slice(0, 100)}`;

/**
 * The archive, streamed as it is made: `data.json` (every record) and each résumé as stored.
 * fflate writes the ZIP; a résumé missing from its store is named as such in the JSON.
 */
function personArchive(app: FastifyInstance, records: PersonRecords, tenant: string) {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else {
      output.write(chunk);
      if (final) output.end();
    }
  });
  void (async () => {
    try {
      const files: { entry: string; stream: AsyncIterable<Buffer> }[] = [];
      const resumes = [];
      for (const resume of records.resumes) {
        const file = await app.resumeStore.open(resume.fileName);
        const entry = resumeEntry(resume.leadId, resume.originalName);
        if (file) files.push({ entry, stream: file.stream });
        resumes.push({
          leadId: resume.leadId,
          originalName: resume.originalName,
          contentType: resume.contentType,
          size: resume.size,
          file: file ? entry : null,
        });
      }
      const data = {
        site: tenant,
        exportedAt: app.clock.now().toISOString(),
        ...records,
        resumes,
      };
      const json = new ZipDeflate('data.json', { level: 6 });
      zip.add(json);
      json.push(new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), true);
      for (const { entry, stream } of files) {
        // Résumés are PDFs and DOCX files, compressed already: stored as they are.
        const file = new ZipPassThrough(entry);
        zip.add(file);
        for await (const chunk of stream) file.push(chunk);
        file.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}

/**
 * A person's data on request, by e-mail address: what the site holds (counted, for the
 * confirmation step), all of it as one ZIP download, and its erasure everywhere (database,
 * résumé store, queued mail). SuperAdmin only; nothing is cached. POST, so the address never
 * appears in a URL (request logs, proxies).
 */
const people: FastifyPluginAsyncTypebox = async (app) => {
  storeNoReplies(app);

  app.post(
    '/:tenantId/lookup',
    adminRoute({
      operationId: 'lookUpPerson',
      permission: 'people',
      audit: 'person.lookup',
      tags,
      summary:
        'What the site holds about an address, counted: messages, applications and résumés, sign-ups, subscription, account, comments, votes, queued mail (SuperAdmin)',
      params: TenantIdParams,
      body: PersonBody,
      response: { 200: SummaryRef },
    }),
    async (request) => {
      const summary = summarize(
        await app.peopleRepository.find(request.tenant.id, request.body.email),
      );
      await recordPrivacyAction(app, request, summary);
      return summary;
    },
  );

  app.post(
    '/:tenantId/export',
    adminRoute({
      operationId: 'exportPerson',
      permission: 'people',
      audit: 'person.export',
      sudo: true,
      tags,
      summary:
        'Everything the site holds about an address as one ZIP: data.json and the résumé files (SuperAdmin)',
      params: TenantIdParams,
      body: PersonBody,
      response: {
        200: fileReply('data.json and the résumé files, as one ZIP', ['application/zip']),
      },
    }),
    async (request, reply) => {
      const records = await app.peopleRepository.find(request.tenant.id, request.body.email);
      await recordPrivacyAction(app, request, summarize(records));
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="personal-data-${day}.zip"`)
        .send(personArchive(app, records, request.tenant.name));
    },
  );

  app.post(
    '/:tenantId/erase',
    adminRoute({
      operationId: 'erasePerson',
      permission: 'people',
      audit: 'person.erase',
      sudo: true,
      tags,
      summary:
        "Erase everything the site holds about an address: its leads with their résumé files, its subscription, its account with the account's comments and votes, its queued mail; the reply counts what went (SuperAdmin)",
      params: TenantIdParams,
      body: PersonBody,
      response: { 200: EraseReply, ...errors(409) },
    }),
    async (request) => {
      const tenantId = request.tenant.id;
      // One transaction with the audit entry (plugins/app/audit.ts): all of it, or nothing.
      const records = await app.peopleRepository.find(tenantId, request.body.email);
      if (records.account?.role === 'SuperAdmin') throw conflict(SUPER_ADMIN_REFUSED);
      // The audit log names the staff as its actors: a staff account leaves the staff first.
      if (isStaff(records.account?.role)) throw conflict(STAFF_REFUSED);
      const { erased, resumes } = await app.peopleRepository.erase(tenantId, request.body.email);
      // The files go once the rows are gone: a failure in between leaves a file that no row
      // names, which the daily sweep removes (jobs/orphan-files.ts), never a row without its file.
      app.afterCommit(async () => {
        for (const name of resumes) {
          try {
            await app.resumeStore.remove(name);
          } catch (error) {
            request.log.error({ err: error, file: name }, 'an erased résumé could not be removed');
          }
        }
      });
      const summary = summarize(records);
      // Erased comments leave the public pages now, not when their cache expires.
      if (summary.comments > 0) await app.contentVersions.changed(tenantId);
      await recordPrivacyAction(app, request, summary);
      return {
        message: 'Everything the site held about this address is erased.',
        erased: summary,
        removed: { ...erased, resumeFiles: resumes.length },
      };
    },
  );
};

export default people;
