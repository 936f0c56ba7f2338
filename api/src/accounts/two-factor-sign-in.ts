import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { waitFor } from '../lib/rate-limits';
import { describeBrowser, signChallenge } from '../lib/two-factor';
import { securityNoticeMail, type SecurityNotice } from '../mail/templates';
import type { SessionOrigin } from '../repositories/sessions';
import { CODE_LOCK_AFTER } from '../repositories/two-factor';
import type { Tenant } from '../types';

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

/** The login page's path that a mailed unlock link opens (the account remote's login). */
export const UNLOCK_PAGE = '/login';

/** The refusal of a code step while the account's code step is locked. */
export function codeStepLocked(until: Date, now: Date) {
  const waitMs = Math.max(0, until.getTime() - now.getTime());
  return new HttpError(
    423,
    `Sign-in codes for this account are locked after ${CODE_LOCK_AFTER} wrong codes in a row. We have e-mailed the account's owner a link that unlocks them; otherwise they open again in ${waitFor(waitMs)}.`,
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  );
}

/** Mails a security notice to the account's owner (queued with the change it reports). */
export async function notifyOwner(
  app: FastifyInstance,
  tenant: Tenant,
  user: Pick<UserRow, 'email' | 'username'>,
  notice: SecurityNotice,
): Promise<void> {
  await app.mail.send({
    ...securityNoticeMail(tenant.name, user.email, user.username, notice),
    tenantId: tenant.id,
  });
}

/**
 * The code step just locked (`until`): the owner gets a link that opens it, and the log says so.
 */
export async function lockedCodeStep(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
  until: Date,
): Promise<void> {
  const { tenant } = request;
  await app.transaction(async () => {
    const token = await app.twoFactorRepository.issueUnlockToken(tenant.id, user.id);
    const url = new URL(UNLOCK_PAGE, app.config.siteUrl);
    url.search = new URLSearchParams({ unlock: token, tenantId: tenant.id }).toString();
    await notifyOwner(app, tenant, user, { kind: 'code-locked', unlockUrl: url.toString(), until });
  });
  await app.audit(
    request,
    'two-factor.locked',
    {
      object: { type: 'user', id: user.id, label: user.username },
      after: { until: until.toISOString() },
    },
    { id: user.id, username: user.username },
  );
}

/**
 * One code of the account's second factor checked under its hard limit: counted in the database
 * before `check` runs (every instance shares the count), refused with 423 while the code step is
 * locked, the lock set (and the owner mailed) by the failure that reaches the limit, and the
 * count cleared by a success. The sign-in's code step and a session's confirmation both pass
 * here, so neither is a way round the other's limit. False: the code was wrong.
 */
export async function checkCodeUnderLock(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { tenant } = request;
  const now = app.clock.now();
  const attempt = await app.twoFactorRepository.countCodeAttempt(tenant.id, user.id);
  if (attempt.locked) throw codeStepLocked(attempt.until, now);
  if (await check()) {
    await app.twoFactorRepository.codeAccepted(tenant.id, user.id);
    return true;
  }
  if (attempt.until) {
    await lockedCodeStep(app, request, user, attempt.until);
    throw codeStepLocked(attempt.until, now);
  }
  return false;
}

/**
 * A session was just made for `user`: a SuperAdmin's sign-in from a browser the account has not
 * used before (by its name in the session list, "Firefox on Linux") is mailed to the owner.
 */
export async function noteSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'role'>,
): Promise<void> {
  if (user.role !== 'SuperAdmin') return;
  const agent = request.headers['user-agent'];
  const browser = describeBrowser(typeof agent === 'string' ? agent : null);
  const { tenant } = request;
  await app.transaction(async () => {
    if (!(await app.twoFactorRepository.rememberBrowser(tenant.id, user.id, browser))) return;
    await notifyOwner(app, tenant, user, {
      kind: 'new-browser',
      browser,
      address: request.ip,
      at: app.clock.now(),
    });
  });
}
