import { Type } from '@sinclair/typebox';
import { Body, Email, StringEnum, Text, pageFields } from './common.ts';
import { SubscriptionStatus } from './newsletter.ts';

/**
 * The spam guard's two fields, sent by the site's forms (other API clients may leave them
 * out): a field people never see, which a bot filling every input fills, and how long the form
 * was on screen before it was sent (milliseconds, measured by the page itself, so no clock has
 * to agree with the server's).
 */
export const HONEYPOT_FIELD = 'referenceCode';
export const FILL_TIME_FIELD = 'fillMs';

export const spamGuardFields = {
  [HONEYPOT_FIELD]: Type.Optional(
    Type.String({ maxLength: 500, description: 'Left empty by people (a hidden field)' }),
  ),
  [FILL_TIME_FIELD]: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1e10,
      description: 'Milliseconds the form was on screen before it was sent',
    }),
  ),
};

const tag = (description: string) => Type.Optional(Type.String({ maxLength: 200, description }));
const clickId = (description: string) =>
  Type.Optional(Type.String({ maxLength: 500, description }));

/** One touch: what the visitor's browser recorded when a visit arrived (docs/lead-source.md).
 * Unknown keys are dropped; every value is bounded. */
export const LeadTouch = Type.Object(
  {
    utmSource: tag('utm_source'),
    utmMedium: tag('utm_medium'),
    utmCampaign: tag('utm_campaign'),
    utmTerm: tag('utm_term'),
    utmContent: tag('utm_content'),
    gclid: clickId('Google Ads click id'),
    fbclid: clickId('Facebook click id'),
    msclkid: clickId('Microsoft Ads click id'),
    referrer: Type.Optional(
      Type.String({
        maxLength: 253,
        pattern: '^[A-Za-z0-9.-]+$',
        description: 'The referring host name (external referrers only)',
      }),
    ),
    landingPage: Type.Optional(
      Type.String({ maxLength: 500, pattern: '^/', description: 'The path the visit landed on' }),
    ),
    at: Type.Optional(Type.String({ format: 'date-time', description: 'When it was recorded' })),
  },
  { additionalProperties: false },
);

/** The first and the latest touch of the visitor, as the site's forms send them. */
export const LeadSource = Type.Object(
  {
    first: Type.Optional(LeadTouch),
    latest: Type.Optional(LeadTouch),
  },
  { additionalProperties: false, description: 'How the visitor found the site (optional)' },
);

const sourceField = { source: Type.Optional(LeadSource) };

export const ContactBody = Body({
  name: Text(100),
  email: Email(),
  message: Text(5000),
  ...spamGuardFields,
  ...sourceField,
});

export const NewsletterBody = Body({ email: Email(), ...spamGuardFields, ...sourceField });

/** The channels a lead's visit can come through; the api's `lead-channel.ts` derives one from a
 * visit's touch (the rules are there). */
export const CHANNELS = [
  'paid-search',
  'organic-search',
  'social',
  'email',
  'referral',
  'direct',
] as const;
export type Channel = (typeof CHANNELS)[number];

export const LeadChannel = StringEnum(CHANNELS);

export const LEAD_KINDS = ['contact', 'application', 'newsletter'] as const;
export const LEAD_STATUSES = ['New', 'Handled', 'Archived', 'Spam'] as const;

const LeadKind = StringEnum(LEAD_KINDS);
const LeadStatus = StringEnum(LEAD_STATUSES);

/** Page sizes of the inbox list. */
export const LEAD_PAGE = { default: 25, max: 100 };

export const LeadReply = Type.Object(
  {
    id: Type.String(),
    kind: LeadKind,
    status: LeadStatus,
    spamReason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the spam guard filed it under Spam on arrival (honeypot, too-fast)',
    }),
    name: Type.Union([Type.String(), Type.Null()], { description: 'Null for a sign-up' }),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    job: Type.Union([Type.String(), Type.Null()], { description: 'The position applied for' }),
    message: Type.Union([Type.String(), Type.Null()], {
      description: 'The contact message, or the cover letter',
    }),
    resume: Type.Union([
      Type.Object({
        originalName: Type.String(),
        contentType: Type.String(),
        size: Type.Integer(),
      }),
      Type.Null(),
    ]),
    createdAt: Type.String({ format: 'date-time' }),
    statusChangedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    statusChangedBy: Type.Union([Type.String(), Type.Null()], {
      description: 'Username of the SuperAdmin who made the last status change',
    }),
    source: Type.Union([LeadSource, Type.Null()], {
      description: 'The first and latest touch the form sent; null when it sent none',
    }),
    channel: Type.Union([LeadChannel, Type.Null()], {
      description: 'The channel of the latest touch (the first one when only it was sent)',
    }),
    firstChannel: Type.Union([LeadChannel, Type.Null()], {
      description: 'The channel of the first touch',
    }),
    subscription: Type.Optional(
      Type.Union([SubscriptionStatus, Type.Null()], {
        description:
          'A sign-up: whether the address confirmed (double opt-in), awaits it, or left; null when it has no subscription (Spam, or older than double opt-in)',
      }),
    ),
  },
  { $id: 'Lead' },
);

const filterFields = {
  kind: Type.Optional(LeadKind),
  status: Type.Optional(LeadStatus),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Only leads whose name, email, message, phone or position contains this text',
    }),
  ),
};

export const LeadsQuery = Type.Object(
  {
    ...filterFields,
    ...pageFields(LEAD_PAGE),
  },
  { additionalProperties: false },
);

export const ExportQuery = Type.Object(filterFields, { additionalProperties: false });

export const StatusBody = Type.Object({ status: LeadStatus }, { additionalProperties: false });

const Counts = Type.Object({
  leads: Type.Integer(),
  contacts: Type.Integer(),
  applications: Type.Integer(),
  subscribers: Type.Integer({
    description: 'Addresses that confirmed their subscription in the month',
  }),
});

export const SummaryReply = Type.Object({
  new: Type.Integer({ description: 'Leads still New' }),
  subscribers: Type.Integer({ description: 'Confirmed newsletter subscribers (double opt-in)' }),
  thisMonth: Counts,
  lastMonth: Counts,
});

/** The dashboard's period: calendar days in UTC, both included. */
export const ChannelsQuery = Type.Object(
  {
    from: Type.String({ format: 'date', description: 'First day (YYYY-MM-DD, UTC)' }),
    to: Type.String({ format: 'date', description: 'Last day, included (YYYY-MM-DD, UTC)' }),
  },
  { additionalProperties: false },
);

export const ChannelsReply = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  total: Type.Integer(),
  channels: Type.Array(
    Type.Object({
      channel: Type.Union([LeadChannel, Type.Null()], {
        description: 'null: leads that came with no source (older ones, other clients)',
      }),
      leads: Type.Integer(),
    }),
    { description: 'Every channel, in a fixed order, with its count (Spam left out)' },
  ),
});
