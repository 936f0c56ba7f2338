import { Type } from '@sinclair/typebox';
import { pageFields } from './common.ts';

export const AUDIT_PAGE = { default: 50, max: 200 };

const Json = Type.Unknown({ description: 'The state as JSON, or null' });

export const AuditEntryReply = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.Object({
      id: Type.Union([Type.String(), Type.Null()], {
        description: 'The user; null for a sign-in that failed',
      }),
      username: Type.String({ description: 'As it was at the time (or as typed, for a failure)' }),
    }),
    address: Type.Union([Type.String(), Type.Null()], { description: 'The client address' }),
    action: Type.String({ description: 'What was done, e.g. post.publish or lead.status' }),
    object: Type.Union([
      Type.Object({
        type: Type.String(),
        id: Type.String(),
        label: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
    before: Json,
    after: Json,
  },
  { $id: 'AuditEntry' },
);

const day = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Only this username' }),
    ),
    action: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Only this action' }),
    ),
    from: Type.Optional(day('From this day (UTC), inclusive, YYYY-MM-DD')),
    to: Type.Optional(day('To this day (UTC), inclusive, YYYY-MM-DD')),
    ...pageFields(AUDIT_PAGE),
  },
  { additionalProperties: false },
);

export const AuditActorsReply = Type.Array(Type.String());
