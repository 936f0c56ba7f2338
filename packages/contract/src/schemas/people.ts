import { Type } from '@sinclair/typebox';
import { Body, Email } from './common.ts';
import { SubscriptionStatus } from './newsletter.ts';
import { Role } from './user.ts';

export const PersonBody = Body({ email: Email('The address whose data is exported or erased') });

export const PersonSummaryReply = Type.Object(
  {
    email: Type.String({ description: 'The address, lower-case' }),
    contactMessages: Type.Integer(),
    applications: Type.Integer(),
    resumes: Type.Integer({ description: 'Résumé files of those applications' }),
    newsletterSignUps: Type.Integer(),
    subscription: Type.Union([SubscriptionStatus, Type.Null()]),
    account: Type.Union([
      Type.Object({
        username: Type.String(),
        role: Role,
      }),
      Type.Null(),
    ]),
    comments: Type.Integer({ description: "The account's comments" }),
    votes: Type.Integer({ description: "The account's likes and dislikes" }),
    queuedMail: Type.Integer({ description: 'Mail to or about the address not yet sent' }),
  },
  { $id: 'PersonSummary' },
);

export const EraseReply = Type.Object({
  message: Type.String(),
  erased: Type.Ref(PersonSummaryReply),
});
