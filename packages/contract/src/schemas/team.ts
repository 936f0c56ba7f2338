import { Type } from '@sinclair/typebox';
import { GRANTED_ROLES, STAFF_ROLES } from '../permissions.ts';
import { Body, Email, StringEnum, TenantObjectParams } from './common.ts';
import { Username } from './user.ts';

/** One of the site's staff as the Team screen lists them. */
export const StaffMemberReply = Type.Object({
  id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: StringEnum(STAFF_ROLES),
  twoFactor: Type.Boolean({ description: 'Two-factor sign-in is on for the account' }),
  lastSignInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'The start of its newest session still kept; null: none',
  }),
  invitation: Type.Union(
    [
      Type.Object({
        sentAt: Type.String({ format: 'date-time' }),
        invitedBy: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ],
    { description: 'While the invitation is out (no password chosen yet); null once taken up' },
  ),
});

export const StaffReply = Type.Array(StaffMemberReply);

/** An invitation: the new account's name, address and role (an Editor or an Author). */
export const InviteBody = Body({
  username: Username,
  email: Email(),
  role: StringEnum(GRANTED_ROLES),
});

/** A staff member's new role: Editor, Author, or User (no longer staff). */
export const RoleChangeBody = Body({
  role: StringEnum([...GRANTED_ROLES, 'User']),
});

export const StaffMemberParams = TenantObjectParams('userId');
