import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { LeadKind, LeadRow, LeadStatus, SubscriberStatus } from '../db/schema';
import { ownedRow } from '../db/owned';
import { CHANNELS, type Channel } from '@agency/contract/schemas/inbox';
import type { Attribution, Touch } from '../lib/lead-channel';
import { eachRow, newestFirst, type PageRequest } from '../lib/pages';
import { containing } from '../lib/search';

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

/** What the spam guard made of a submission: stored as New, or as Spam with the reason. */
export type Arrival = { spam: false } | { spam: true; reason: string };
const GENUINE: Arrival = { spam: false };

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

/** One lead as the owner's inbox shows it. */
export interface LeadView {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  spamReason: string | null;
  name: string | null;
  email: string;
  phone: string | null;
  job: string | null;
  message: string | null;
  resume: { originalName: string; contentType: string; size: number } | null;
  createdAt: string;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  /** The touches the form sent, and the channels derived from them (null: none sent). */
  source: { first?: Touch; latest?: Touch } | null;
  channel: Channel | null;
  firstChannel: Channel | null;
  /** A sign-up's subscription (double opt-in); absent for other kinds. */
  subscription?: SubscriberStatus | null;
}

export interface LeadFilter {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
  /** Lower-case text looked for in the name, email, message, phone and position. */
  search?: string | undefined;
}

export type LeadPosition = { at: number; id: string };

export interface LeadCounts {
  leads: number;
  contacts: number;
  applications: number;
  subscribers: number;
}

/** Leads per channel in a period (null: leads that came without a source). */
export type ChannelCounts = { channel: Channel | null; leads: number }[];

export interface InboxSummary {
  /** Leads still New (Spam is never New). */
  new: number;
  thisMonth: LeadCounts;
  lastMonth: LeadCounts;
  /** Confirmed newsletter subscribers (LeadCounts.subscribers: those who confirmed in the month). */
  subscribers: number;
}

/** What visitors send (contact messages, newsletter sign-ups, job applications): the leads. */
export interface InboxRepository {
  saveContact(
    tenantId: string,
    input: ContactInput,
    arrival?: Arrival,
    origin?: Attribution,
  ): Promise<void>;
  listContacts(tenantId: string): Promise<ContactView[]>;
  /**
   * True when the address was new. A sign-up of an address whose earlier sign-up was taken for
   * Spam makes that one New again: a person came back.
   */
  subscribe(
    tenantId: string,
    email: string,
    arrival?: Arrival,
    origin?: Attribution,
  ): Promise<boolean>;
  saveApplication(
    tenantId: string,
    input: ApplicationInput,
    arrival?: Arrival,
    origin?: Attribution,
  ): Promise<void>;
  listApplications(tenantId: string): Promise<ApplicationView[]>;
  /** The stored résumé of one application, or undefined. */
  findResume(
    tenantId: string,
    applicationId: string,
  ): Promise<ApplicationView['resume'] | undefined>;
  /** One page, newest first (ties by id); `next` is the position after it when there is more. */
  list(
    tenantId: string,
    filter: LeadFilter & PageRequest,
  ): Promise<{ leads: LeadView[]; next?: LeadPosition }>;
  find(tenantId: string, leadId: string): Promise<LeadView | undefined>;
  /** Sets a status and records who and when; undefined when there is no such lead. */
  setStatus(
    tenantId: string,
    leadId: string,
    status: LeadStatus,
    by: string,
  ): Promise<LeadView | undefined>;
  /** Counts for the dashboard; months are calendar months in UTC. */
  summary(tenantId: string): Promise<InboxSummary>;
  /** Leads (Spam left out) created in [from, to), counted by channel. */
  channels(tenantId: string, from: Date, to: Date): Promise<ChannelCounts>;
  /**
   * Deletes, in every tenant, the leads created before `before` and the Spam created before
   * `spamBefore`; returns the résumé files they held.
   */
  deleteExpired(before: Date, spamBefore: Date): Promise<{ deleted: number; resumes: string[] }>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toView(row: LeadRow & { subscription?: SubscriberStatus | null }): LeadView {
  return {
    ...(row.kind === 'newsletter' ? { subscription: row.subscription ?? null } : {}),
    id: row.id,
    kind: row.kind,
    status: row.status,
    spamReason: row.spam_reason,
    name: row.name,
    email: row.email,
    phone: row.phone,
    job: row.job,
    message: row.message,
    resume:
      row.resume_file && row.resume_original_name && row.resume_content_type
        ? {
            originalName: row.resume_original_name,
            contentType: row.resume_content_type,
            size: row.resume_size ?? 0,
          }
        : null,
    createdAt: iso(row.created_at),
    statusChangedAt: row.status_changed_at ? iso(row.status_changed_at) : null,
    statusChangedBy: row.status_changed_by,
    source: parseSource(row.source),
    channel: row.channel,
    firstChannel: row.first_channel,
  };
}

/** The stored JSON: an object from both drivers, a string if a driver ever returns text. */
function parseSource(value: unknown): LeadView['source'] {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as LeadView['source'];
}

/** The columns of a lead's origin. */
const originOf = (origin: Attribution | undefined) =>
  origin
    ? {
        source: JSON.stringify(origin.source),
        channel: origin.channel,
        first_channel: origin.firstChannel,
      }
    : {};

const statusOf = (arrival: Arrival) =>
  arrival.spam
    ? { status: 'Spam' as const, spam_reason: arrival.reason }
    : { status: 'New' as const, spam_reason: null };

export default fp(
  async (app) => {
    const { db } = app;

    /** The columns of a new lead of any form besides what the visitor sent. */
    const newLead = (
      tenantId: string,
      kind: LeadKind,
      arrival: Arrival,
      origin: Attribution | undefined,
    ) => ({
      id: randomUUID(),
      tenant_id: tenantId,
      kind,
      ...statusOf(arrival),
      ...originOf(origin),
      created_at: app.clock.now(),
    });

    /** Every lead's columns, and a sign-up's subscription (a look-up by its primary key). */
    function leads() {
      return db
        .selectFrom('leads')
        .selectAll()
        .select(
          sql<SubscriberStatus | null>`(select ns.status from newsletter_subscribers ns
          where ns.tenant_id = leads.tenant_id and ns.email = leads.email
            and leads.kind = 'newsletter')`.as('subscription'),
        );
    }

    /**
     * Every lead of one form, newest first (the per-form lists): who sent it and when, and what
     * `fields` reads of the rest of its row.
     */
    async function ofKind<Fields>(
      tenantId: string,
      kind: LeadKind,
      fields: (row: LeadRow) => Fields,
    ) {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name ?? '',
        email: row.email,
        ...fields(row),
        createdAt: iso(row.created_at),
      }));
    }

    /** The leads matching a filter, before paging (shared by the list and the export). */
    function filtered(tenantId: string, { kind, status, search }: LeadFilter) {
      let query = leads().where('tenant_id', '=', tenantId);
      if (kind) query = query.where('kind', '=', kind);
      if (status) query = query.where('status', '=', status);
      if (search) {
        const pattern = containing(search);
        query = query.where((eb) =>
          eb.or([
            eb('name', 'ilike', pattern),
            eb('email', 'ilike', pattern),
            eb('message', 'ilike', pattern),
            eb('phone', 'ilike', pattern),
            eb('job', 'ilike', pattern),
          ]),
        );
      }
      return query;
    }

    const repository: InboxRepository = {
      async saveContact(tenantId, input, arrival = GENUINE, origin) {
        await db
          .insertInto('leads')
          .values({ ...newLead(tenantId, 'contact', arrival, origin), ...input })
          .execute();
      },

      async listContacts(tenantId) {
        return ofKind(tenantId, 'contact', (row) => ({ message: row.message ?? '' }));
      },

      async subscribe(tenantId, email, arrival = GENUINE, origin) {
        const result = await db
          .insertInto('leads')
          .values({
            ...newLead(tenantId, 'newsletter', arrival, origin),
            email: email.toLowerCase(),
          })
          .onConflict((oc) => {
            // The partial unique index is matched only by its predicate written as a literal.
            const target = oc
              .columns(['tenant_id', 'email'])
              .where(sql<boolean>`kind = 'newsletter'`);
            return arrival.spam
              ? target.doNothing()
              : target
                  .doUpdateSet({ status: 'New', spam_reason: null })
                  .where('leads.status', '=', 'Spam');
          })
          .returning(sql<boolean>`xmax = 0`.as('inserted'))
          .executeTakeFirst();
        return result?.inserted === true;
      },

      async saveApplication(tenantId, input, arrival = GENUINE, origin) {
        await db
          .insertInto('leads')
          .values({
            ...newLead(tenantId, 'application', arrival, origin),
            name: input.name,
            email: input.email,
            phone: input.phone,
            job: input.job,
            message: input.coverLetter,
            resume_file: input.resumeFile,
            resume_original_name: input.resumeOriginalName,
            resume_content_type: input.resumeContentType,
            resume_size: input.resumeSize,
          })
          .execute();
      },

      async findResume(tenantId, applicationId) {
        const row = await db
          .selectFrom('leads')
          .select(['resume_file', 'resume_original_name', 'resume_content_type', 'resume_size'])
          .where(ownedRow(tenantId, applicationId))
          .where('kind', '=', 'application')
          .executeTakeFirst();
        if (!row?.resume_file) return undefined;
        return {
          fileName: row.resume_file,
          originalName: row.resume_original_name ?? row.resume_file,
          contentType: row.resume_content_type ?? 'application/octet-stream',
          size: row.resume_size ?? 0,
        };
      },

      async listApplications(tenantId) {
        return ofKind(tenantId, 'application', (row) => ({
          phone: row.phone ?? '',
          job: row.job ?? '',
          coverLetter: row.message,
          resume: {
            fileName: row.resume_file ?? '',
            originalName: row.resume_original_name ?? '',
            contentType: row.resume_content_type ?? '',
            size: row.resume_size ?? 0,
          },
        }));
      },

      async list(tenantId, { limit, after, ...filter }) {
        const { page, next } = await newestFirst(
          filtered(tenantId, filter),
          { limit, after },
          { at: 'created_at', id: 'id', of: (row) => row.created_at },
        );
        return { leads: page.map(toView), next };
      },

      async find(tenantId, leadId) {
        const row = await leads().where(ownedRow(tenantId, leadId)).executeTakeFirst();
        return row && toView(row);
      },

      async setStatus(tenantId, leadId, status, by) {
        const row = await db
          .updateTable('leads')
          .set({ status, status_changed_at: app.clock.now(), status_changed_by: by })
          .where(ownedRow(tenantId, leadId))
          .returning('id')
          .executeTakeFirst();
        return row && repository.find(tenantId, row.id);
      },

      async summary(tenantId) {
        const now = app.clock.now();
        const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
        const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
        const count = (condition: ReturnType<typeof sql<boolean>>) =>
          sql<string>`count(*) filter (where ${condition})`;
        const inThis = sql<boolean>`created_at >= ${thisMonth}`;
        const inLast = sql<boolean>`created_at >= ${lastMonth} and created_at < ${thisMonth}`;
        const row = await db
          .selectFrom('leads')
          .select([
            count(sql<boolean>`status = 'New'`).as('new'),
            count(inThis).as('this_leads'),
            count(sql<boolean>`${inThis} and kind = 'contact'`).as('this_contacts'),
            count(sql<boolean>`${inThis} and kind = 'application'`).as('this_applications'),
            count(inLast).as('last_leads'),
            count(sql<boolean>`${inLast} and kind = 'contact'`).as('last_contacts'),
            count(sql<boolean>`${inLast} and kind = 'application'`).as('last_applications'),
          ])
          .where('tenant_id', '=', tenantId)
          .where('status', '<>', 'Spam')
          .executeTakeFirstOrThrow();
        // Subscribers are confirmed addresses (double opt-in), counted by when they confirmed;
        // a sign-up is a lead from the start.
        const confirmedIn = (from: Date, to?: Date) =>
          sql<boolean>`confirmed_at >= ${from}${to ? sql` and confirmed_at < ${to}` : sql``}`;
        const list = await db
          .selectFrom('newsletter_subscribers')
          .select([
            sql<string>`count(*)`.as('subscribers'),
            count(confirmedIn(thisMonth)).as('this_subscribers'),
            count(confirmedIn(lastMonth, thisMonth)).as('last_subscribers'),
          ])
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'confirmed')
          .executeTakeFirstOrThrow();
        const n = (value: string | number) => Number(value);
        return {
          new: n(row.new),
          subscribers: n(list.subscribers),
          thisMonth: {
            leads: n(row.this_leads),
            contacts: n(row.this_contacts),
            applications: n(row.this_applications),
            subscribers: n(list.this_subscribers),
          },
          lastMonth: {
            leads: n(row.last_leads),
            contacts: n(row.last_contacts),
            applications: n(row.last_applications),
            subscribers: n(list.last_subscribers),
          },
        };
      },

      async channels(tenantId, from, to) {
        const rows = await db
          .selectFrom('leads')
          .select(['channel', sql<string>`count(*)`.as('leads')])
          .where('tenant_id', '=', tenantId)
          .where('status', '<>', 'Spam')
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .groupBy('channel')
          .execute();
        const counts = new Map(rows.map((row) => [row.channel, Number(row.leads)]));
        // Every channel in a fixed order, zeros included, so the dashboard's list never jumps.
        return [...CHANNELS, null].map((channel) => ({
          channel,
          leads: counts.get(channel) ?? 0,
        }));
      },

      async deleteExpired(before, spamBefore) {
        const rows = await db
          .deleteFrom('leads')
          .where((eb) =>
            eb.or([
              eb('created_at', '<', before),
              eb.and([eb('status', '=', 'Spam'), eb('created_at', '<', spamBefore)]),
            ]),
          )
          .returning(['resume_file'])
          .execute();
        return {
          deleted: rows.length,
          resumes: rows.flatMap((row) => (row.resume_file ? [row.resume_file] : [])),
        };
      },
    };
    app.decorate('inboxRepository', repository);
  },
  { name: 'inbox-repository', dependencies: ['database'] },
);

/** For the export: every lead of a filter, a page at a time, never the whole list at once. */
export function eachLead(
  repository: InboxRepository,
  tenantId: string,
  filter: LeadFilter,
  batch = 500,
): AsyncGenerator<LeadView> {
  return eachRow(async (page) => {
    const { leads, next } = await repository.list(tenantId, { ...filter, ...page });
    return { rows: leads, next };
  }, batch);
}
