import { Type } from '@sinclair/typebox';
import { Body, Email, StringEnum } from './common.ts';
import { ROLES } from '../permissions.ts';

export const Role = StringEnum(ROLES);

export const Username = Type.String({
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_.-]+$',
  description: '3 to 32 letters, digits, dots, dashes or underscores',
});

/** New passwords; existing ones are only checked for length bounds. */
export const NewPassword = Type.String({
  minLength: 8,
  maxLength: 128,
  description: '8 to 128 characters',
});
const AnyPassword = Type.String({ minLength: 1, maxLength: 128 });

/** The site's forms send the brand name as `tenant`; it is accepted and ignored (the tenant is
 * the path's). */
const BrandName = Type.Optional(
  Type.String({ maxLength: 100, description: 'Brand name (ignored)' }),
);

export const RegisterBody = Body({
  username: Username,
  password: NewPassword,
  email: Email(),
  tenant: BrandName,
});

export const LoginBody = Body({
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: AnyPassword,
  email: Type.Optional(Type.String({ maxLength: 254, description: 'Ignored on login' })),
  tenant: BrandName,
});

export const EmailBody = Body({ email: Email() });
export const ResetPasswordBody = Body({ password: NewPassword });
export const ChangePasswordBody = Body({ oldPassword: AnyPassword, newPassword: NewPassword });
export const ProfileBody = Body({
  username: Type.Optional(Username),
  email: Type.Optional(Email()),
  password: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'The current password: required to change the email',
    }),
  ),
  role: Type.Optional(Role),
});

export const Profile = Type.Object({
  id: Type.String({ description: 'User id, as in posts’ likes and dislikes' }),
  username: Type.String(),
  email: Type.String(),
  role: Role,
});

export const ProfileUpdateReply = Type.Object({ ...Profile.properties, message: Type.String() });

export const LoginReply = Type.Object({
  token: Type.String(),
  role: Role,
  username: Type.String(),
  email: Type.String(),
  id: Type.String(),
  message: Type.String(),
  twoFactorSetupRequired: Type.Optional(
    Type.Boolean({
      description:
        'A SuperAdmin without an authenticator while two-factor sign-in is required: this session reaches no admin route until it enrols',
    }),
  ),
});

/** The password was right and the account has a second factor: the code step comes next. */
export const TwoFactorChallengeReply = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challenge: Type.String({ description: 'Signed, short-lived: send it back with the code' }),
  expiresInSeconds: Type.Integer(),
  message: Type.String(),
});

export const LoginResult = Type.Union([LoginReply, TwoFactorChallengeReply]);

export const TwoFactorLoginBody = Body({
  challenge: Type.String({ minLength: 1, maxLength: 1024 }),
  code: Type.String({
    minLength: 1,
    maxLength: 32,
    description: 'The 6-digit code of the authenticator app, or a recovery code',
  }),
});

export const TokenParam = Type.String({ minLength: 1, maxLength: 128 });

export const MyComments = Type.Array(
  Type.Object({
    id: Type.String(),
    blogId: Type.String(),
    blogTitle: Type.String(),
    text: Type.String(),
  }),
);
export const MyLikedPosts = Type.Array(Type.Object({ id: Type.String(), title: Type.String() }));
