import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Role, SubscriberStatus } from '../db/schema';
import { containing } from '../lib/search';
import type { LeadView } from './inbox';

/** A résumé an application of the person holds, by its name in the résumé store. */
export interface PersonResume {
  leadId: string;
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
}

/** Everything the site holds about one e-mail address in a tenant. */
export interface PersonRecords {
  email: string;
  leads: LeadView[];
  resumes: PersonResume[];
  subscription: {
    status: SubscriberStatus;
    createdAt: string;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
  } | null;
  account: {
    id: string;
    username: string;
    email: string;
    role: Role;
    emailVerifiedAt: string | null;
    createdAt: string;
  } | null;
  comments: {
    id: string;
    post: { id: string; slug: string; title: string };
    content: string;
    state: string;
    createdAt: string;
  }[];
  votes: {
    post: { id: string; slug: string; title: string };
    vote: 'like' | 'dislike';
    createdAt: string;
  }[];
  /** Mail to or about the address still waiting in the outbox (not yet sent). */
  queuedMail: { subject: string; createdAt: string }[];
}

/** What an erasure removed (or would remove), counted. */
export interface PersonSummary {
  email: string;
  contactMessages: number;
  applications: number;
  resumes: number;
  newsletterSignUps: number;
  subscription: SubscriberStatus | null;
  account: { username: string; role: Role } | null;
  comments: number;
  votes: number;
  queuedMail: number;
}

/** What an erasure deleted, per kind: rows counted as deleted, and the résumé files. */
export interface ErasedRecords {
  contactMessages: number;
  applications: number;
  newsletterSignUps: number;
  resumeFiles: number;
  subscriptions: number;
  newsletterLinks: number;
  newsletterRecipients: number;
  accounts: number;
  comments: number;
  votes: number;
  pendingEmailChanges: number;
  queuedMail: number;
  rateLimitCounters: number;
}

/**
 * A person's data on request: every record of one address (any case) in a tenant, to export
 * it or erase it, queued mail of that tenant included.
 */
export interface PeopleRepository {
  find(tenantId: string, email: string): Promise<PersonRecords>;
  /** Deletes every row; returns what went, and the résumé files to remove from the store
   * after the commit. Run it inside `app.transaction`. */
  erase(
    tenantId: string,
    email: string,
  ): Promise<{ erased: Omit<ErasedRecords, 'resumeFiles'>; resumes: string[] }>;
}

export function summarize(records: PersonRecords): PersonSummary {
  const count = (kind: LeadView['kind']) => records.leads.filter((l) => l.kind === kind).length;
  return {
    email: records.email,
    contactMessages: count('contact'),
    applications: count('application'),
    resumes: records.resumes.length,
    newsletterSignUps: count('newsletter'),
    subscription: records.subscription?.status ?? null,
    account: records.account && {
      username: records.account.username,
      role: records.account.role,
    },
    comments: records.comments.length,
    votes: records.votes.length,
    queuedMail: records.queuedMail.length,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

export default fp(
  async (app) => {
    const { db } = app;
    /** The tenant's outbox rows addressed to the person, or carrying their reply-to (the
     * owner's copy of their message, with their résumé attached). */
    const mailOf = (tenantId: string, email: string) =>
      sql<boolean>`(message->>'tenantId' = ${tenantId} and (lower(message->>'to') = ${email} or lower(message->>'replyTo') = ${email}))`;
    const count = (result: { numDeletedRows: bigint }[] | { numDeletedRows: bigint }) =>
      [result].flat().reduce((sum, row) => sum + Number(row.numDeletedRows), 0);

    const repository: PeopleRepository = {
      async find(tenantId, rawEmail) {
        const email = rawEmail.trim().toLowerCase();
        const leadRows = await db
          .selectFrom('leads')
          .select(['id'])
          .where('tenant_id', '=', tenantId)
          .where(sql<boolean>`lower(email) = ${email}`)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        const leads: LeadView[] = [];
        const resumes: PersonResume[] = [];
        for (const { id } of leadRows) {
          const lead = await app.inboxRepository.find(tenantId, id);
          if (!lead) continue;
          leads.push(lead);
          const resume =
            lead.kind === 'application' && (await app.inboxRepository.findResume(tenantId, id));
          if (resume) resumes.push({ leadId: id, ...resume });
        }
        const subscriber = await db
          .selectFrom('newsletter_subscribers')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('email', '=', email)
          .executeTakeFirst();
        const user = await app.usersRepository.findByEmail(tenantId, email);
        const comments = user
          ? await db
              .selectFrom('comments')
              .innerJoin('posts', 'posts.id', 'comments.post_id')
              .select([
                'comments.id',
                'comments.content',
                'comments.state',
                'comments.created_at',
                'posts.id as post_id',
                'posts.slug',
                'posts.title',
              ])
              .where('comments.tenant_id', '=', tenantId)
              .where('comments.user_id', '=', user.id)
              .orderBy('comments.created_at')
              .execute()
          : [];
        const votes = user
          ? await db
              .selectFrom('post_votes')
              .innerJoin('posts', 'posts.id', 'post_votes.post_id')
              .select([
                'post_votes.value',
                'post_votes.created_at',
                'posts.id',
                'posts.slug',
                'posts.title',
              ])
              .where('post_votes.tenant_id', '=', tenantId)
              .where('post_votes.user_id', '=', user.id)
              .orderBy('post_votes.created_at')
              .execute()
          : [];
        const mail = await db
          .selectFrom('mail_outbox')
          .select([sql<string>`message->>'subject'`.as('subject'), 'created_at'])
          .where(mailOf(tenantId, email))
          .orderBy('created_at')
          .execute();
        return {
          email,
          leads,
          resumes,
          subscription: subscriber
            ? {
                status: subscriber.status,
                createdAt: iso(subscriber.created_at),
                confirmedAt: isoOrNull(subscriber.confirmed_at),
                unsubscribedAt: isoOrNull(subscriber.unsubscribed_at),
              }
            : null,
          account: user
            ? {
                id: user.id,
                username: user.username,
                email: user.email,
                role: user.role,
                emailVerifiedAt: isoOrNull(user.email_verified_at),
                createdAt: iso(user.created_at),
              }
            : null,
          comments: comments.map((row) => ({
            id: row.id,
            post: { id: row.post_id, slug: row.slug, title: row.title },
            content: row.content,
            state: row.state,
            createdAt: iso(row.created_at),
          })),
          votes: votes.map((row) => ({
            post: { id: row.id, slug: row.slug, title: row.title },
            vote: row.value > 0 ? ('like' as const) : ('dislike' as const),
            createdAt: iso(row.created_at),
          })),
          queuedMail: mail.map((row) => ({ subject: row.subject, createdAt: iso(row.created_at) })),
        };
      },

      async erase(tenantId, rawEmail) {
        const email = rawEmail.trim().toLowerCase();
        const leads = await db
          .deleteFrom('leads')
          .where('tenant_id', '=', tenantId)
          .where(sql<boolean>`lower(email) = ${email}`)
          .returning(['kind', 'resume_file'])
          .execute();
        const leadsOf = (kind: string) => leads.filter((row) => row.kind === kind).length;
        const newsletterLinks = await db
          .deleteFrom('newsletter_tokens')
          .where('tenant_id', '=', tenantId)
          .where('email', '=', email)
          .execute();
        const subscriptions = await db
          .deleteFrom('newsletter_subscribers')
          .where('tenant_id', '=', tenantId)
          .where('email', '=', email)
          .execute();
        // A send's list names the address until the send is done with it (and after).
        const newsletterRecipients = await db
          .deleteFrom('newsletter_send_recipients')
          .where(sql<boolean>`lower(email) = ${email}`)
          .where('send_id', 'in', (query) =>
            query.selectFrom('newsletter_sends').select('id').where('tenant_id', '=', tenantId),
          )
          .execute();
        const account = await db
          .selectFrom('users')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where(sql<boolean>`lower(email) = ${email}`)
          .executeTakeFirst();
        const ofAccount = async (table: 'comments' | 'post_votes') =>
          account
            ? Number(
                (
                  await db
                    .selectFrom(table)
                    .select((eb) => eb.fn.countAll<string>().as('n'))
                    .where('user_id', '=', account.id)
                    .executeTakeFirstOrThrow()
                ).n,
              )
            : 0;
        const comments = await ofAccount('comments');
        const votes = await ofAccount('post_votes');
        // Sessions, tokens, comments, votes and a block go with the account (ON DELETE CASCADE).
        const accounts = await db
          .deleteFrom('users')
          .where('tenant_id', '=', tenantId)
          .where(sql<boolean>`lower(email) = ${email}`)
          .execute();
        // Another account's pending change to this address names it too.
        const pendingEmailChanges = await db
          .deleteFrom('user_tokens')
          .where('tenant_id', '=', tenantId)
          .where(sql<boolean>`lower(new_email) = ${email}`)
          .execute();
        const queuedMail = await db
          .deleteFrom('mail_outbox')
          .where(mailOf(tenantId, email))
          .execute();
        // The mail limits count per address (`…|tenant|address`).
        const rateLimitCounters = await db
          .deleteFrom('rate_limit_counters')
          .where(sql<boolean>`lower(key) like ${containing(`|${tenantId}|${email}`)}`)
          .execute();
        return {
          erased: {
            contactMessages: leadsOf('contact'),
            applications: leadsOf('application'),
            newsletterSignUps: leadsOf('newsletter'),
            subscriptions: count(subscriptions),
            newsletterLinks: count(newsletterLinks),
            newsletterRecipients: count(newsletterRecipients),
            accounts: count(accounts),
            comments,
            votes,
            pendingEmailChanges: count(pendingEmailChanges),
            queuedMail: count(queuedMail),
            rateLimitCounters: count(rateLimitCounters),
          },
          resumes: leads.flatMap((row) => (row.resume_file ? [row.resume_file] : [])),
        };
      },
    };
    app.decorate('peopleRepository', repository);
  },
  {
    name: 'people-repository',
    dependencies: ['database', 'inbox-repository', 'users-repository'],
  },
);
