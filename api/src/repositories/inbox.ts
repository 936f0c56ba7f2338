import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export interface ApplicationInput {
  name: string;
  email: string;
  phone: string;
  job: string;
  coverLetter: string | null;
  resumeFile: string;
  resumeOriginalName: string;
  resumeContentType: string;
  resumeSize: number;
}

export interface ContactView extends ContactInput {
  id: string;
  createdAt: string;
}

export interface ApplicationView {
  id: string;
  name: string;
  email: string;
  phone: string;
  job: string;
  coverLetter: string | null;
  resume: { fileName: string; originalName: string; contentType: string; size: number };
  createdAt: string;
}

/** What visitors send: contact messages, newsletter subscriptions, job applications. */
export interface InboxRepository {
  saveContact(tenantId: string, input: ContactInput): Promise<void>;
  listContacts(tenantId: string): Promise<ContactView[]>;
  /** True when the address was new. */
  subscribe(tenantId: string, email: string): Promise<boolean>;
  saveApplication(tenantId: string, input: ApplicationInput): Promise<void>;
  listApplications(tenantId: string): Promise<ApplicationView[]>;
  /** The stored résumé of one application, or undefined. */
  findResume(
    tenantId: string,
    applicationId: string,
  ): Promise<ApplicationView['resume'] | undefined>;
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: InboxRepository = {
      async saveContact(tenantId, input) {
        await db
          .insertInto('contact_messages')
          .values({ id: randomUUID(), tenant_id: tenantId, ...input, created_at: app.clock.now() })
          .execute();
      },

      async listContacts(tenantId) {
        const rows = await db
          .selectFrom('contact_messages')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('created_at', 'desc')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          message: row.message,
          createdAt: new Date(row.created_at).toISOString(),
        }));
      },

      async subscribe(tenantId, email) {
        const result = await db
          .insertInto('newsletter_subscriptions')
          .values({ tenant_id: tenantId, email: email.toLowerCase(), created_at: app.clock.now() })
          .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      },

      async saveApplication(tenantId, input) {
        await db
          .insertInto('job_applications')
          .values({
            id: randomUUID(),
            tenant_id: tenantId,
            name: input.name,
            email: input.email,
            phone: input.phone,
            job: input.job,
            cover_letter: input.coverLetter,
            resume_file: input.resumeFile,
            resume_original_name: input.resumeOriginalName,
            resume_content_type: input.resumeContentType,
            resume_size: input.resumeSize,
            created_at: app.clock.now(),
          })
          .execute();
      },

      async findResume(tenantId, applicationId) {
        const row = await db
          .selectFrom('job_applications')
          .select(['resume_file', 'resume_original_name', 'resume_content_type', 'resume_size'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', applicationId)
          .executeTakeFirst();
        return (
          row && {
            fileName: row.resume_file,
            originalName: row.resume_original_name,
            contentType: row.resume_content_type,
            size: row.resume_size,
          }
        );
      },

      async listApplications(tenantId) {
        const rows = await db
          .selectFrom('job_applications')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('created_at', 'desc')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          job: row.job,
          coverLetter: row.cover_letter,
          resume: {
            fileName: row.resume_file,
            originalName: row.resume_original_name,
            contentType: row.resume_content_type,
            size: row.resume_size,
          },
          createdAt: new Date(row.created_at).toISOString(),
        }));
      },
    };
    app.decorate('inboxRepository', repository);
  },
  { name: 'inbox-repository', dependencies: ['database'] },
);
