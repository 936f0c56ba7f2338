import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRoute, publicRoute } from '../../../lib/route-options';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, unsupportedMediaType } from '../../../lib/http-error';
import { attribute } from '../../../lib/lead-channel';
import { limit } from '../../../lib/rate-limits';
import { judgeArrival, parseFillMs } from '../../../lib/spam-guard';
import { checkResume } from '../../../lib/resume-check';
import { ResumeDownload, sendResume } from '../../../lib/resume-reply';
import { capped, discard, megabytes, readHead } from '../../../lib/upload';
import { applicationMail } from '../../../mail/templates';
import multipartPlugin from '../../../plugins/external/multipart';
import {
  MessageReply,
  TenantIdParams,
  TenantObjectParams,
  errors,
} from '@agency/contract/schemas/common';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, LeadSource } from '@agency/contract/schemas/inbox';

export const JOBS = ['frontend-developer', 'ux-ui-designer', 'marketing-specialist'] as const;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const FIELDS = {
  name: { max: 100, label: 'Name' },
  email: { max: 254, label: 'Email' },
  phone: { max: 40, label: 'Phone number' },
  job: { max: 40, label: 'Job' },
  coverLetter: { max: 5000, label: 'Cover letter' },
} as const;
type Field = keyof typeof FIELDS;

/** The multipart fields, checked like a JSON body would be: required, bounded, unknown ones dropped. */
function validateFields(fields: Partial<Record<Field, string>>) {
  for (const [field, rule] of Object.entries(FIELDS) as [Field, (typeof FIELDS)[Field]][]) {
    const value = fields[field]?.trim() ?? '';
    if (value.length > rule.max)
      throw badRequest(`${rule.label} must be at most ${rule.max} characters.`);
    if (field !== 'coverLetter' && value === '') throw badRequest(`${rule.label} is required.`);
  }
  const email = fields.email!.trim();
  if (!EMAIL.test(email)) throw badRequest('Email must be a valid email address.');
  const job = fields.job!.trim();
  if (!(JOBS as readonly string[]).includes(job))
    throw badRequest(`Job must be one of: ${JOBS.join(', ')}.`);
  if (!/^[0-9+()\-.\s]{5,40}$/.test(fields.phone!.trim()))
    throw badRequest('Phone number is not valid.');
  return {
    name: fields.name!.trim(),
    email,
    phone: fields.phone!.trim(),
    job,
    coverLetter: fields.coverLetter?.trim() || null,
  };
}

const SOURCE_FIELD = 'source';

/** The `source` field (JSON, as the JSON forms send the object): checked by the route's own
 * validator against the same schema as the JSON bodies (formats, bounds, unknown keys
 * dropped); absent or empty is no source. */
function parseSource(
  request: FastifyRequest,
  text: string | undefined,
): Static<typeof LeadSource> | undefined {
  if (!text?.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Source must be a JSON object.');
  }
  const validate = request.compileValidationSchema(LeadSource);
  if (!validate(value)) throw badRequest('Source is not valid.');
  return value as Static<typeof LeadSource>;
}

const ApplicationView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  job: Type.String(),
  coverLetter: Type.Union([Type.String(), Type.Null()]),
  resume: Type.Object({
    fileName: Type.String(),
    originalName: Type.String(),
    contentType: Type.String(),
    size: Type.Integer(),
  }),
  createdAt: Type.String({ format: 'date-time' }),
});

/** Job applications with a résumé (a PDF, DOC or DOCX that opens as one); stored and mailed to the agency. */
const careers: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const siteHost = new URL(config.siteUrl).hostname;
  // Only the two routes that read forms parse them: @fastify/multipart adds two hooks to
  // every request in its scope, which the published reads should not pay for.
  await app.register(multipartPlugin);

  app.post(
    '/:tenantId/applications',
    publicRoute({
      operationId: 'applyForJob',
      rateLimit: limit(config, 'applications'),
      tags: ['careers'],
      summary:
        'Apply for a job: multipart fields name, email, phone, job, resume (file), coverLetter (optional), referenceCode and fillMs (the spam guard, optional), source (optional: the LeadSource object as JSON)',
      description: `job is one of ${JOBS.join(', ')}; the résumé is a PDF, DOC or DOCX of at most ${megabytes(config.limits.resumeBytes)}.`,
      consumes: ['multipart/form-data'],
      params: TenantIdParams,
      response: { 201: MessageReply, ...errors(413, 415, 429) },
    }),
    async (request, reply) => {
      const { tenant } = request;
      const fields: Partial<Record<Field, string>> = {};
      const guard: { honeypot?: string; fillMs?: string } = {};
      let sourceText: string | undefined;
      let resume: { buffer: Buffer; originalName: string } | undefined;
      const tooLarge = `The résumé can be at most ${megabytes(config.limits.resumeBytes)}.`;

      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'resume' || resume) {
            discard(part.file);
            continue;
          }
          const { head, rest } = await readHead(part.file);
          const chunks: Buffer[] = [];
          try {
            for await (const chunk of capped(head, rest, config.limits.resumeBytes, tooLarge))
              chunks.push(chunk);
          } catch (error) {
            discard(part.file);
            throw error;
          }
          resume = { buffer: Buffer.concat(chunks), originalName: part.filename.slice(0, 200) };
        } else if (part.fieldname in FIELDS && typeof part.value === 'string') {
          fields[part.fieldname as Field] = part.value;
        } else if (part.fieldname === HONEYPOT_FIELD && typeof part.value === 'string') {
          guard.honeypot = part.value.slice(0, 500);
        } else if (part.fieldname === FILL_TIME_FIELD && typeof part.value === 'string') {
          guard.fillMs = part.value;
        } else if (part.fieldname === SOURCE_FIELD && typeof part.value === 'string') {
          // Two touches of bounded fields fit well within this; more is not a form's.
          if (part.value.length > 8000) throw badRequest('Source is not valid.');
          sourceText = part.value;
        }
      }

      const application = validateFields(fields);
      const origin = attribute(parseSource(request, sourceText), siteHost);
      if (!resume || resume.buffer.length === 0) throw badRequest('Resume is required.');
      // Opened with the parser of its format; macros, scripts and embedded files are refused.
      const check = await checkResume(resume.buffer);
      if (!check.ok) throw unsupportedMediaType(check.message);
      const { type } = check;

      const arrival = judgeArrival(
        { honeypot: guard.honeypot, fillMs: parseFillMs(guard.fillMs) },
        config.inbox.minFillMs,
      );
      const fileName = `${randomUUID()}.${type.extension}`;
      await app.resumeStore.save(fileName, [resume.buffer], { contentType: type.mime });
      await app.transaction(async () => {
        await app.inboxRepository.saveApplication(
          tenant.id,
          {
            ...application,
            resumeFile: fileName,
            resumeOriginalName: resume.originalName || `resume.${type.extension}`,
            resumeContentType: type.mime,
            resumeSize: resume.buffer.length,
          },
          arrival,
          origin,
        );
        // Spam is kept for the owner to look at, but nobody is notified of it.
        if (arrival.spam) return;
        // The résumé is read from its store (streamed) only when the mail goes out.
        await app.mail.send({
          ...applicationMail(tenant.name, config.contactTo, application),
          tenantId: tenant.id,
          attachments: [
            {
              store: 'resumes',
              name: fileName,
              filename: `${application.name.replace(/[^\w.-]+/g, '-')}-resume.${type.extension}`,
              contentType: type.mime,
            },
          ],
        });
      });
      return reply.status(201).send({
        message:
          'Thank you for your application! We will review your resume and get back to you soon.',
      });
    },
  );

  app.get(
    '/:tenantId/applications',
    adminRoute({
      operationId: 'listJobApplications',
      permission: 'leads',
      tags: ['careers'],
      summary: 'Stored job applications, newest first (SuperAdmin)',
      params: TenantIdParams,
      response: { 200: Type.Array(ApplicationView) },
    }),
    async (request) => app.inboxRepository.listApplications(request.tenant.id),
  );

  app.get(
    '/:tenantId/applications/:applicationId/resume',
    adminRoute({
      operationId: 'downloadApplicationResume',
      permission: 'leads',
      audit: 'lead.resume-download',
      tags: ['careers'],
      summary: "An application's résumé, streamed from storage (SuperAdmin); never public",
      params: TenantObjectParams('applicationId'),
      response: { 200: ResumeDownload },
    }),
    async (request, reply) => {
      const resume = await app.inboxRepository.findResume(
        request.tenant.id,
        request.params.applicationId,
      );
      request.audited = { object: { type: 'lead', id: request.params.applicationId } };
      return sendResume(app.resumeStore, reply, resume, 'Application not found.');
    },
  );
};

export default careers;
