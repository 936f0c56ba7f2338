import { Type, type Static } from '@sinclair/typebox';
import { Body } from './common';

const Token = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'The token of a mailed link',
});

export const NewsletterTokenBody = Body({ token: Token });

export const CONFIRM_OUTCOMES = ['confirmed', 'already-confirmed', 'expired', 'invalid'] as const;
export const UNSUBSCRIBE_OUTCOMES = ['unsubscribed', 'already-unsubscribed', 'invalid'] as const;

export const ConfirmReply = Type.Object({
  outcome: Type.Unsafe<(typeof CONFIRM_OUTCOMES)[number]>({
    type: 'string',
    enum: [...CONFIRM_OUTCOMES],
  }),
  message: Type.String(),
});

export const UnsubscribeReply = Type.Object({
  outcome: Type.Unsafe<(typeof UNSUBSCRIBE_OUTCOMES)[number]>({
    type: 'string',
    enum: [...UNSUBSCRIBE_OUTCOMES],
  }),
  message: Type.String(),
});

export const OneClickParams = Type.Object({
  list: Type.String({ minLength: 1, maxLength: 64, description: 'The tenant id' }),
  token: Token,
});

export type ConfirmReplyType = Static<typeof ConfirmReply>;
export type UnsubscribeReplyType = Static<typeof UnsubscribeReply>;
