import { Type, type Static } from '@sinclair/typebox';
import { Body, StringEnum } from './common.ts';

const Token = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'The token of a mailed link',
});

export const NewsletterTokenBody = Body({ token: Token });

export const CONFIRM_OUTCOMES = ['confirmed', 'already-confirmed', 'expired', 'invalid'] as const;
export const UNSUBSCRIBE_OUTCOMES = ['unsubscribed', 'already-unsubscribed', 'invalid'] as const;

/** Where an address stands with the newsletter: awaiting its double opt-in, confirmed, or gone. */
export const SubscriptionStatus = StringEnum(['pending', 'confirmed', 'unsubscribed']);

export const ConfirmReply = Type.Object({
  outcome: StringEnum(CONFIRM_OUTCOMES),
  message: Type.String(),
});

export const UnsubscribeReply = Type.Object({
  outcome: StringEnum(UNSUBSCRIBE_OUTCOMES),
  message: Type.String(),
});

export const OneClickParams = Type.Object({
  list: Type.String({ minLength: 1, maxLength: 64, description: 'The tenant id' }),
  token: Token,
});

export type ConfirmReplyType = Static<typeof ConfirmReply>;
export type UnsubscribeReplyType = Static<typeof UnsubscribeReply>;

export const SEND_STATES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;

const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** A post sent (or to be sent) to the subscribers, with where its mails are. */
export const NewsletterSendReply = Type.Object({
  id: Type.String(),
  postId: Type.Union([Type.String(), Type.Null()], {
    description: 'Null once the post is deleted',
  }),
  postTitle: Type.String(),
  state: StringEnum(SEND_STATES),
  scheduledAt: Type.String({ format: 'date-time', description: 'UTC' }),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When every mail was in the outbox',
  }),
  cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  cancelReason: Type.Union([Type.String(), Type.Null()], {
    description: 'Null when the owner cancelled; else why it did not start',
  }),
  counts: Type.Object({
    recipients: Count('Confirmed subscribers when it started (now, while scheduled)'),
    sent: Count('Accepted by the mail server'),
    pending: Count('Not yet sent'),
    failed: Count('Given up after the last attempt'),
    skipped: Count('Unsubscribed after the send started'),
  }),
});

export const CreateSendBody = Body({
  postId: Type.String({ minLength: 1, maxLength: 100, description: 'A published post' }),
  scheduledAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'When to send (ISO 8601 with an offset, stored in UTC); left out: now',
    }),
  ),
  resend: Type.Optional(
    Type.Boolean({
      description: 'true confirms sending a post that was already sent (else 409)',
    }),
  ),
});

export const SendsQuery = Type.Object({
  postId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

export const AudienceReply = Type.Object({
  subscribers: Count('Confirmed subscribers: who a send started now goes to'),
});

export type NewsletterSendReplyType = Static<typeof NewsletterSendReply>;
