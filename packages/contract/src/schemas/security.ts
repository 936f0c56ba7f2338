import { Type } from '@sinclair/typebox';
import { Body } from './common.ts';

const AnyPassword = Type.String({ minLength: 1, maxLength: 128 });

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** Two-factor sign-in is required of this account (a SuperAdmin, unless relaxed). */
  required: Type.Boolean(),
  enabledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  recoveryCodesLeft: Type.Integer(),
  /** This session passed a second factor. */
  sessionVerified: Type.Boolean(),
});

export const TwoFactorSetupBody = Body({
  password: Type.String({ ...AnyPassword, description: "The account's password" }),
  emailCode: Type.String({
    minLength: 1,
    maxLength: 32,
    description: 'The one-time code mailed by two-factor/setup-code to the account’s address',
  }),
});

export const TwoFactorUnlockBody = Body({
  token: Type.String({
    minLength: 1,
    maxLength: 128,
    description: 'The token of the unlock link mailed when the code step locked',
  }),
});

export const TwoFactorSetupReply = Type.Object({
  secret: Type.String({ description: 'The key in base32, to type into the app by hand' }),
  otpauthUri: Type.String(),
  qrCode: Type.String({ description: 'The otpauth URI as a QR code, an SVG data URL' }),
});

export const TwoFactorCodeBody = Body({
  code: Type.String({ minLength: 1, maxLength: 32, description: 'A 6-digit code' }),
});

export const RecoveryCodesBody = Body({ password: AnyPassword });

export const RecoveryCodesReply = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: 'Shown this once; each works once' }),
  message: Type.String(),
});

export const SessionItem = Type.Object({
  id: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  address: Type.Union([Type.String(), Type.Null()]),
  browser: Type.String(),
  current: Type.Boolean(),
});
export const SessionList = Type.Array(SessionItem);

export const SessionIdParams = Type.Object({
  tenantId: Type.String({ minLength: 1, maxLength: 64, description: 'Tenant identifier' }),
  sessionId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const ConfirmSessionBody = Body({
  password: Type.Optional(AnyPassword),
  code: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'A 6-digit code of the authenticator app',
    }),
  ),
});
