import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenPurpose, UserRow } from '../../../db/schema';
import { badRequest, conflict, forbidden, unauthorized } from '../../../lib/http-error';
import { isStaff } from '@agency/contract';
import { secondFactorRequired } from '../../../accounts/permissions';
import { NO_PASSWORD } from '../../../lib/passwords';
import { limit, waitFor, type Hit } from '../../../lib/rate-limits';
import { publicRoute, userRoute } from '../../../lib/route-options';
import { emailChangedMail, resetPasswordMail, verificationMail } from '../../../mail/templates';
import { checkPassword } from '../../../accounts/password-check';
import { TAKEN } from '../../../repositories/users';
import { OWN_ROLE } from '../team';
import { MessageReply, TenantIdParams, errors } from '@agency/contract/schemas/common';
import {
  ChangePasswordBody,
  EmailBody,
  LoginBody,
  LoginReply,
  LoginResult,
  MyComments,
  MyLikedPosts,
  Profile,
  ProfileBody,
  ProfileUpdateReply,
  RegisterBody,
  ResetPasswordBody,
  TokenParam,
  TwoFactorLoginBody,
} from '@agency/contract/schemas/user';
import {
  CHALLENGE_KEY,
  INVALID_CODE,
  challengeFor,
  checkCodeUnderLock,
  noteSignIn,
  passwordTag,
  sessionOrigin,
} from '../../../accounts/two-factor-sign-in';
import {
  acceptTotp,
  asTotpCode,
  normalizeRecoveryCode,
  readChallenge,
} from '../../../lib/two-factor';
import type { Tenant } from '../../../types';

const INVALID_CREDENTIALS = 'Invalid username or password.';

function profileOf(user: Pick<UserRow, 'id' | 'username' | 'email' | 'role'>) {
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}

/**
 * Mails a verification link to the account's address, or to `newEmail`, which becomes the
 * account's address only when the link is followed. The mail carries no text the requester
 * chose (not even the username): it is the same short note whoever asked for it. Call it
 * inside `app.transaction`, so the token and its (queued) mail commit together.
 */
async function sendVerification(
  app: FastifyInstance,
  tenant: Tenant,
  user: Pick<UserRow, 'id' | 'email'>,
  newEmail?: string,
) {
  await app.userTokensRepository.revokeAll(tenant.id, user.id, 'verify-email');
  const token = await app.userTokensRepository.issue(tenant.id, user.id, 'verify-email', newEmail);
  const url = new URL('/verify', app.config.siteUrl);
  url.search = new URLSearchParams({
    token,
    tenantId: tenant.id,
    domain: new URL(app.config.siteUrl).host,
  }).toString();
  await app.mail.send({
    ...verificationMail(tenant.name, newEmail ?? user.email, url.toString()),
    tenantId: tenant.id,
  });
}

const INVALID_LINK: Record<TokenPurpose, string> = {
  'verify-email': 'This verification link is invalid, already used or expired.',
  'reset-password': 'This password reset link is invalid, already used or expired.',
  'undo-email-change': 'This link is invalid, already used or expired.',
  invitation:
    "This invitation link is invalid, already used or expired. Ask the site's owner to send a new invitation.",
};

/** The 400 of an e-mail change sent without the account's password. */
export const EMAIL_CHANGE_NEEDS_PASSWORD =
  'Enter your current password to change your e-mail address.';

/**
 * Mails the account's current address that its e-mail is being changed, with a link that undoes
 * the change for 7 days (the token keeps the address to restore). Call it inside
 * `app.transaction`, with the verification of the new address.
 */
async function sendEmailChangedNotice(
  app: FastifyInstance,
  tenant: Tenant,
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
  newEmail: string,
) {
  const token = await app.userTokensRepository.issue(
    tenant.id,
    user.id,
    'undo-email-change',
    user.email,
  );
  const url = new URL('/user/undo-email-change', app.config.siteUrl);
  url.search = new URLSearchParams({ token, tenantId: tenant.id }).toString();
  await app.mail.send({
    ...emailChangedMail(tenant.name, user.email, user.username, newEmail, url.toString()),
    tenantId: tenant.id,
  });
}

/** Spends the token of a mailed link (once), or answers 400 when it is unknown, used or expired. */
async function spendMailedToken(
  app: FastifyInstance,
  tenantId: string,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; newEmail: string | null }> {
  const spent = await app.userTokensRepository.consume(tenantId, token, purpose);
  if (!spent) throw badRequest(INVALID_LINK[purpose]);
  return spent;
}

/**
 * The buckets one account mail (verification, reset) counts in: the recipient, the account
 * when there is one, and the client address that asked, so no one of them can be used to
 * send mail without limit.
 */
function accountMailHits(
  request: FastifyRequest,
  tenantId: string,
  to: string,
  userId?: string,
): Hit[] {
  return [
    ['accountMail', `to|${tenantId}|${to.toLowerCase()}`],
    ['accountMail', `ip|${request.ip}`],
    ...(userId ? ([['accountMail', `user|${tenantId}|${userId}`]] as Hit[]) : []),
  ];
}

/** The account an audit entry names as its actor. */
function actorOf(user: { id: string; username: string }) {
  return { id: user.id, username: user.username };
}

/** The account an audit entry is about (by id and name, never by address). */
function accountObject(user: { id: string; username: string }) {
  return { type: 'account', id: user.id, label: user.username };
}

/** Accounts: registration, email verification, login/logout, password reset, profile. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  app.post(
    '/:tenantId/register',
    publicRoute({
      operationId: 'registerUser',
      rateLimit: limit(config, 'register'),
      tags: ['users'],
      summary: 'Create an account and send the verification email',
      params: TenantIdParams,
      body: RegisterBody,
      response: { 200: MessageReply, ...errors(409, 429) },
    }),
    async (request) => {
      const { tenant } = request;
      const username = request.body.username.trim();
      const email = request.body.email.trim();
      if (await app.usersRepository.isTaken(tenant.id, username, email)) throw conflict(TAKEN);
      await app.limits.enforce(request, accountMailHits(request, tenant.id, email));
      const passwordHash = await app.passwords.hash(request.body.password);
      // The account and its verification mail commit together (the mail is queued, see mail/queue.ts).
      await app.transaction(async () => {
        const user = await app.usersRepository.create({
          tenantId: tenant.id,
          username,
          email,
          passwordHash,
          role: 'User',
          verified: false,
        });
        await sendVerification(app, tenant, user);
      });
      return { message: 'Registered successfully! Please verify your email before logging in.' };
    },
  );

  app.post(
    '/:tenantId/login',
    publicRoute({
      operationId: 'logIn',
      tags: ['users'],
      summary:
        'Log in with username and password; returns an opaque bearer token, or a challenge for the code step when the account has a second factor',
      params: TenantIdParams,
      body: LoginBody,
      response: { 200: LoginResult, ...errors(401, 429) },
    }),
    async (request) => {
      const { tenant } = request;
      const username = request.body.username.trim();
      const user = await app.usersRepository.findByUsername(tenant.id, username);
      // Attempts count per client address across usernames (spraying) and per username across
      // addresses (guessing one password from many). The username's bucket is named after the
      // user's sessions, so a successful login starts it afresh.
      const generation = user
        ? await app.sessionsRepository.loginGeneration(tenant.id, user.id)
        : 'none';
      await app.limits.enforce(request, [
        ['loginAddress', `${tenant.id}|${request.ip}`],
        ['login', `${tenant.id}|${username.toLowerCase()}|${generation}`],
      ]);
      // An unknown user costs the same hashing time as a wrong password.
      const valid = await app.passwords.verify(
        request.body.password,
        user?.password_hash ?? NO_PASSWORD,
      );
      if (!user || !valid) {
        if (isStaff(user?.role))
          await app.audit(
            request,
            'admin.sign-in-failed',
            { after: { step: 'password' } },
            actorOf(user),
          );
        throw unauthorized(INVALID_CREDENTIALS);
      }
      if (!user.email_verified_at) {
        const mail = await app.limits.hit(
          request,
          accountMailHits(request, tenant.id, user.email, user.id),
        );
        if (mail.exceeded) {
          throw forbidden(
            `Please verify your email before logging in with the link we have sent you. A new link can be sent in ${waitFor(mail.retryAfterMs)}.`,
          );
        }
        await app.transaction(() => sendVerification(app, tenant, user));
        throw forbidden(
          'Please verify your email before logging in. We have sent you a new verification link.',
        );
      }
      let passwordHash = user.password_hash;
      if (app.passwords.needsRehash(passwordHash)) {
        passwordHash = (
          await app.usersRepository.update(tenant.id, user.id, {
            passwordHash: await app.passwords.hash(request.body.password),
          })
        ).password_hash;
      }
      // No session until the second factor passes too.
      if (user.totp_secret) return challengeFor(app, tenant.id, user.id, passwordHash);
      const token = await app.sessionsRepository.create(
        tenant.id,
        user.id,
        sessionOrigin(request, false),
      );
      if (isStaff(user.role))
        await app.audit(
          request,
          'admin.sign-in',
          { after: { secondFactor: false } },
          actorOf(user),
        );
      const setupRequired = secondFactorRequired(config, user);
      // Development's password-only SuperAdmin (ADMIN_TWO_FACTOR=optional) is told nothing.
      if (setupRequired) await noteSignIn(app, request, user);
      return {
        token,
        ...profileOf(user),
        message: 'Logged in successfully!',
        ...(setupRequired && { twoFactorSetupRequired: true }),
      };
    },
  );

  app.post(
    '/:tenantId/login/two-factor',
    publicRoute({
      operationId: 'logInWithTwoFactor',
      tags: ['users'],
      summary:
        'The code step of a sign-in: the challenge of the password step and a code of the authenticator app (each accepted once) or a recovery code (each works once)',
      params: TenantIdParams,
      body: TwoFactorLoginBody,
      response: { 200: LoginReply, ...errors(401, 423, 429) },
    }),
    async (request) => {
      const { tenant } = request;
      const now = app.clock.now();
      const key = await app.twoFactorRepository.signingKey(CHALLENGE_KEY);
      const claims = readChallenge(key, request.body.challenge, now);
      const user =
        claims && claims.tenantId === tenant.id
          ? await app.usersRepository.findById(tenant.id, claims.userId)
          : undefined;
      // The same buckets as the password step: codes and passwords share the attempts.
      const generation = user
        ? await app.sessionsRepository.loginGeneration(tenant.id, user.id)
        : 'none';
      await app.limits.enforce(request, [
        ['loginAddress', `${tenant.id}|${request.ip}`],
        ...(user
          ? ([['login', `${tenant.id}|${user.username.toLowerCase()}|${generation}`]] as Hit[])
          : []),
      ]);
      // One answer for every failure (a stale challenge, a changed password, a wrong, replayed
      // or spent code), so the reply tells nothing about which part was wrong.
      if (!user?.totp_secret || passwordTag(user.password_hash) !== claims?.passwordTag)
        throw unauthorized(INVALID_CODE);
      // Counted in the database before the code is checked: one hard limit for every instance,
      // for app codes and recovery codes alike, until a code step succeeds.
      const totp = asTotpCode(request.body.code);
      const accepted = await checkCodeUnderLock(app, request, user, async () => {
        let ok: boolean;
        if (totp) {
          const lastStep = user.totp_last_step === null ? null : Number(user.totp_last_step);
          const step = await acceptTotp(user.totp_secret!, totp, now, lastStep);
          // Two requests with one code: the database lets only the first take its step.
          ok =
            step !== undefined &&
            (await app.twoFactorRepository.claimStep(tenant.id, user.id, step));
        } else {
          ok = await app.twoFactorRepository.spendRecoveryCode(
            tenant.id,
            user.id,
            normalizeRecoveryCode(request.body.code),
          );
        }
        if (!ok)
          await app.audit(
            request,
            'admin.sign-in-failed',
            { after: { step: 'code' } },
            actorOf(user),
          );
        return ok;
      });
      if (!accepted) throw unauthorized(INVALID_CODE);
      const token = await app.sessionsRepository.create(
        tenant.id,
        user.id,
        sessionOrigin(request, true),
      );
      await noteSignIn(app, request, user);
      await app.audit(
        request,
        'admin.sign-in',
        { after: { secondFactor: totp ? 'app' : 'recovery code' } },
        actorOf(user),
      );
      return { token, ...profileOf(user), message: 'Logged in successfully!' };
    },
  );

  app.post(
    '/:tenantId/logout',
    userRoute({
      operationId: 'logOut',
      audit: 'session.log-out',
      tags: ['users'],
      summary: 'Revoke the bearer token',
      params: TenantIdParams,
      response: { 204: Type.Null() },
    }),
    async (request, reply) => {
      await app.sessionsRepository.revoke(request.tenant.id, request.user!.sessionHash);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:tenantId/verify-email/:token',
    publicRoute({
      operationId: 'verifyEmail',
      tags: ['users'],
      summary: 'Verify an email address with the token from the verification email',
      params: Type.Object({ tenantId: TenantIdParams.properties.tenantId, token: TokenParam }),
      response: { 200: MessageReply },
    }),
    async (request) => {
      const { tenant } = request;
      const spent = await spendMailedToken(app, tenant.id, request.params.token, 'verify-email');
      // A link for a new address makes it the account's address now (409 if taken meanwhile).
      const user = await app.usersRepository.update(tenant.id, spent.userId, {
        verified: true,
        ...(spent.newEmail !== null && { email: spent.newEmail }),
      });
      // The SuperAdmin's address receives the resets: its change is on the record (never the
      // address itself: the log outlives it).
      if (spent.newEmail !== null && user.role === 'SuperAdmin')
        await app.audit(
          request,
          'account.email-change',
          { object: accountObject(user) },
          actorOf(user),
        );
      return { message: 'Your account has been successfully verified!' };
    },
  );

  app.post(
    '/:tenantId/forgot-password',
    publicRoute({
      operationId: 'requestPasswordReset',
      rateLimit: limit(config, 'forgotPassword'),
      tags: ['users'],
      summary:
        'Email a password reset link; the reply is the same whether or not the address exists',
      params: TenantIdParams,
      body: EmailBody,
      response: { 200: MessageReply, ...errors(429) },
    }),
    async (request) => {
      const { tenant } = request;
      const email = request.body.email.trim();
      // Everything that depends on whether the address exists (the look-up, the token, the
      // mail limits) runs after the reply, so the reply takes the same time either way. The new
      // token and the queued mail commit together (sendLater runs this in a transaction).
      app.mail.sendLater(async () => {
        const user = await app.usersRepository.findByEmail(tenant.id, email);
        if (!user) return undefined;
        const mail = await app.limits.hit(
          request,
          accountMailHits(request, tenant.id, user.email, user.id),
        );
        if (mail.exceeded) {
          request.log.warn('password reset mail not sent: mail limit reached');
          return undefined;
        }
        await app.userTokensRepository.revokeAll(tenant.id, user.id, 'reset-password');
        const token = await app.userTokensRepository.issue(tenant.id, user.id, 'reset-password');
        const url = new URL('/user/reset-password', config.siteUrl);
        url.search = new URLSearchParams({ token, tenantId: tenant.id }).toString();
        // The username only reaches an address that was proven to be the account's.
        const greeting = user.email_verified_at ? user.username : undefined;
        return {
          ...resetPasswordMail(tenant.name, user.email, greeting, url.toString()),
          tenantId: tenant.id,
        };
      });
      return {
        message: 'If an account exists for this email, a password reset link has been sent.',
      };
    },
  );

  app.post(
    '/:tenantId/reset-password/:token',
    publicRoute({
      operationId: 'resetPassword',
      tags: ['users'],
      summary:
        'Set a new password with the token from the reset email, or the first password with the token of a staff invitation (7 days); signs out every session',
      params: Type.Object({ tenantId: TenantIdParams.properties.tenantId, token: TokenParam }),
      body: ResetPasswordBody,
      response: { 200: MessageReply },
    }),
    async (request) => {
      const { tenant } = request;
      const { token } = request.params;
      // An invitation's link opens the same page as a reset's: it sets the first password.
      const invitation = await app.userTokensRepository.consume(tenant.id, token, 'invitation');
      const spent = invitation ?? (await spendMailedToken(app, tenant.id, token, 'reset-password'));
      const { userId } = spent;
      // Following the emailed link also proves the address.
      await app.usersRepository.update(tenant.id, userId, {
        passwordHash: await app.passwords.hash(request.body.password),
        verified: true,
        ...(invitation && { invitation: null }),
      });
      await app.userTokensRepository.revokeAll(tenant.id, userId, 'reset-password');
      await app.sessionsRepository.revokeAllForUser(tenant.id, userId);
      const user = await app.usersRepository.findById(tenant.id, userId);
      if (user && isStaff(user.role))
        await app.audit(
          request,
          invitation ? 'team.invitation-accepted' : 'account.password-reset',
          { object: accountObject(user), ...(invitation && { after: { role: user.role } }) },
          actorOf(user),
        );
      if (invitation)
        return { message: 'Your password is set. Sign in with your username and this password.' };
      return { message: 'Your password has been successfully reset!' };
    },
  );

  app.post(
    '/:tenantId/undo-email-change/:token',
    publicRoute({
      operationId: 'undoEmailChange',
      tags: ['users'],
      summary:
        'Undo an e-mail change with the token mailed to the old address (7 days): the old address comes back, a pending change is cancelled, and every session is signed out',
      params: Type.Object({ tenantId: TenantIdParams.properties.tenantId, token: TokenParam }),
      response: { 200: MessageReply, ...errors(409) },
    }),
    async (request) => {
      const { tenant } = request;
      const user = await app.transaction(async () => {
        const spent = await spendMailedToken(
          app,
          tenant.id,
          request.params.token,
          'undo-email-change',
        );
        const restored = await app.usersRepository.update(tenant.id, spent.userId, {
          // The link reached the old address: it is proven, and it is the account's again.
          verified: true,
          ...(spent.newEmail !== null && { email: spent.newEmail }),
        });
        // Whoever changed it must not finish the change, reset the password or stay signed in.
        await app.userTokensRepository.revokeAll(tenant.id, restored.id, 'verify-email');
        await app.userTokensRepository.revokeAll(tenant.id, restored.id, 'reset-password');
        await app.userTokensRepository.revokeAll(tenant.id, restored.id, 'undo-email-change');
        await app.sessionsRepository.revokeAllForUser(tenant.id, restored.id);
        return restored;
      });
      if (user.role === 'SuperAdmin')
        await app.audit(
          request,
          'account.email-change-undone',
          { object: accountObject(user) },
          actorOf(user),
        );
      return {
        message:
          'The change is undone: your account keeps this e-mail address and every session is signed out. Sign in again, and choose a new password if someone else may know it.',
      };
    },
  );

  app.get(
    '/:tenantId/profile',
    userRoute({
      operationId: 'getProfile',
      tags: ['users'],
      summary: 'The signed-in user',
      params: TenantIdParams,
      response: { 200: Profile },
    }),
    async (request) => profileOf(request.user!),
  );

  app.put(
    '/:tenantId/profile',
    userRoute({
      operationId: 'updateProfile',
      audit: 'account.profile-change',
      tags: ['users'],
      summary:
        "Change username or email (a new email needs the current password, is verified again, and the old address is mailed a link that undoes the change for 7 days); role may only be sent unchanged (roles are given on the Team screen, never one's own)",
      params: TenantIdParams,
      body: ProfileBody,
      response: { 200: ProfileUpdateReply, ...errors(409, 429) },
    }),
    async (request) => {
      const { tenant } = request;
      const caller = request.user!;
      const { role } = request.body;
      if (role !== undefined && role !== caller.role) {
        if (caller.role !== 'SuperAdmin') throw forbidden('Only a SuperAdmin can change a role.');
        // Roles are given on the Team screen, to others: nobody changes their own.
        throw forbidden(OWN_ROLE);
      }
      const username = request.body.username?.trim();
      const email = request.body.email?.trim();
      const emailChanged =
        email !== undefined && email.toLowerCase() !== caller.email.toLowerCase();
      if (emailChanged) {
        // A session alone (stolen, left open) cannot move the account to another address.
        if (request.body.password === undefined) throw badRequest(EMAIL_CHANGE_NEEDS_PASSWORD);
        await checkPassword(app, request, caller, request.body.password);
        const owner = await app.usersRepository.findByEmail(tenant.id, email);
        if (owner && owner.id !== caller.id) throw conflict(TAKEN);
        // One verification per change, a few changes a day: the address is not a mail cannon.
        await app.limits.enforce(request, [
          ['emailChange', `${tenant.id}|${caller.id}`],
          ...accountMailHits(request, tenant.id, email, caller.id),
        ]);
      }
      // The address itself changes only when the link mailed to it is followed.
      const updated = await app.transaction(async () => {
        const user = await app.usersRepository.update(tenant.id, caller.id, {
          ...(username !== undefined && { username }),
          ...(role !== undefined && { role }),
        });
        if (emailChanged) {
          await sendVerification(app, tenant, user, email);
          await sendEmailChangedNotice(app, tenant, user, email);
        }
        return user;
      });
      request.audited = {
        object: accountObject(updated),
        before: { username: caller.username, role: caller.role },
        // The addresses stay out of the log: only that a change was asked.
        after: {
          username: updated.username,
          role: updated.role,
          emailChangeRequested: emailChanged,
        },
      };
      return {
        ...profileOf(updated),
        message: emailChanged
          ? `Profile updated. We have sent a link to ${email}: please verify your new email address with it. Your email address changes once you do.`
          : 'Profile updated.',
      };
    },
  );

  app.post(
    '/:tenantId/change-password',
    userRoute({
      operationId: 'changePassword',
      audit: 'account.password-change',
      tags: ['users'],
      summary:
        "Change the password (the old one proves it's the owner; attempts count in the login's limits); other sessions are signed out",
      params: TenantIdParams,
      body: ChangePasswordBody,
      response: { 200: MessageReply, ...errors(429) },
    }),
    async (request) => {
      const { tenant } = request;
      const caller = request.user!;
      await checkPassword(
        app,
        request,
        caller,
        request.body.oldPassword,
        'Your old password is incorrect.',
      );
      await app.usersRepository.update(tenant.id, caller.id, {
        passwordHash: await app.passwords.hash(request.body.newPassword),
      });
      await app.sessionsRepository.revokeAllForUser(tenant.id, caller.id, caller.sessionHash);
      await app.userTokensRepository.revokeAll(tenant.id, caller.id, 'reset-password');
      // It just proved the password: a sensitive action next needs no second confirmation.
      await app.sessionsRepository.markConfirmed(tenant.id, caller.sessionHash);
      request.audited = { object: accountObject(caller) };
      return { message: 'Password changed successfully' };
    },
  );

  app.get(
    '/:tenantId/me/comments',
    userRoute({
      operationId: 'listMyComments',
      tags: ['users'],
      summary: "The signed-in user's comments on published posts, newest first",
      params: TenantIdParams,
      response: { 200: MyComments },
    }),
    async (request) => app.commentsRepository.listByUser(request.tenant.id, request.user!.id),
  );

  app.get(
    '/:tenantId/me/liked-posts',
    userRoute({
      operationId: 'listMyLikedPosts',
      tags: ['users'],
      summary: 'Published posts the signed-in user likes, newest like first',
      params: TenantIdParams,
      response: { 200: MyLikedPosts },
    }),
    async (request) => app.postsRepository.likedBy(request.tenant.id, request.user!.id),
  );
};

export default users;
