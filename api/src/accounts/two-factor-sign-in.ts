import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signChallenge } from '../lib/two-factor';
import type { SessionOrigin } from '../repositories/sessions';

/** The name of the key the sign-in challenge is signed with (signing_keys). */
export const CHALLENGE_KEY = 'login-challenge';

/** How long the code step may follow the password step. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Every refusal of the code step, whatever was wrong. */
export const INVALID_CODE =
  'That code is not valid, or the sign-in took too long. Please try again.';

/** A short fingerprint of the stored password hash: a challenge dies with its password. */
export function passwordTag(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/** The reply of a right password on an account with a second factor: the code step is next. */
export async function challengeFor(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
  passwordHash: string,
) {
  const key = await app.twoFactorRepository.signingKey(CHALLENGE_KEY);
  const challenge = signChallenge(key, {
    tenantId,
    userId,
    passwordTag: passwordTag(passwordHash),
    expiresAt: app.clock.now().getTime() + CHALLENGE_TTL_MS,
  });
  return {
    twoFactorRequired: true as const,
    challenge,
    expiresInSeconds: CHALLENGE_TTL_MS / 1000,
    message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  };
}

/** Where a new session signs in from, for the account's list of sessions. */
export function sessionOrigin(request: FastifyRequest, twoFactor: boolean): SessionOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined, twoFactor };
}
