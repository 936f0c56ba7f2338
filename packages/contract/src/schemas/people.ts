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

const Removed = (description: string) => Type.Integer({ minimum: 0, description });

export const EraseReply = Type.Object({
  message: Type.String(),
  erased: Type.Ref(PersonSummaryReply),
  removed: Type.Object(
    {
      contactMessages: Removed('Contact messages deleted'),
      applications: Removed('Job applications deleted'),
      newsletterSignUps: Removed('Newsletter sign-up leads deleted'),
      resumeFiles: Removed('Résumé files removed from the store'),
      subscriptions: Removed('Newsletter subscriptions deleted (0 or 1)'),
      newsletterLinks: Removed('Confirm and unsubscribe links deleted'),
      newsletterRecipients: Removed("Places on newsletter sends' recipient lists deleted"),
      accounts: Removed('Accounts deleted (0 or 1), with their sessions and links'),
      comments: Removed("The account's comments deleted"),
      votes: Removed("The account's likes and dislikes deleted"),
      pendingEmailChanges: Removed("Other accounts' pending changes to this address deleted"),
      queuedMail: Removed('Mail of this site to or about the address, not yet sent, deleted'),
      rateLimitCounters: Removed('Mail limit counters naming the address deleted'),
    },
    { description: 'What the erasure removed, per kind' },
  ),
});
