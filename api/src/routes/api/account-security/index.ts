import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { checkCodeUnderLock, notifyOwner } from '../../../accounts/two-factor-sign-in';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error';
import { isStaff } from '@agency/contract';
import { secondFactorRequired } from '../../../accounts/permissions';
import {
  acceptTotp,
  asTotpCode,
  describeBrowser,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
} from '../../../lib/two-factor';
import { publicRoute, userRoute } from '../../../lib/route-options';
import { twoFactorSetupCodeMail } from '../../../mail/templates';
import { MessageReply, TenantIdParams, errors } from '@agency/contract/schemas/common';
import {
  ConfirmSessionBody,
  RecoveryCodesBody,
  RecoveryCodesReply,
  SessionIdParams,
  SessionList,
  TwoFactorCodeBody,
  TwoFactorSetupBody,
  TwoFactorSetupReply,
  TwoFactorStatus,
  TwoFactorUnlockBody,
} from '@agency/contract/schemas/security';
import { checkPassword, countProof } from '../../../accounts/password-check';

const WRONG_SETUP_CODE =
  'That e-mailed code is not valid or has expired. Ask for a new code and try again.';

/** An 8-digit code to type from a mail (a leading zero kept). */
const newSetupCode = () => String(randomInt(100_000_000)).padStart(8, '0');
const SUPERADMIN_ONLY = "Two-factor sign-in is for the site's staff accounts.";

/**
 * The caller of a route that changes a second factor, and the state of theirs: the staff only
 * (the SuperAdmin, Editors and Authors; 403 for a User).
 */
async function superAdminTwoFactor(app: FastifyInstance, request: FastifyRequest) {
  const caller = request.user!;
  if (!isStaff(caller.role)) throw forbidden(SUPERADMIN_ONLY);
  return { caller, state: await app.twoFactorRepository.state(request.tenant.id, caller.id) };
}

/** The account's row, for a mail to its owner. */
async function ownerOf(app: FastifyInstance, request: FastifyRequest) {
  const user = await app.usersRepository.findById(request.tenant.id, request.user!.id);
  if (!user) throw notFound('This account no longer exists.');
  return user;
}

/**
 * The signed-in account's security: its second factor (enrolment by QR code or key, recovery
 * codes) and its sessions (the list, sign out one, sign out everywhere).
 */
const accountSecurity: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const tags = ['account security'];

  app.get(
    '/:tenantId/two-factor',
    userRoute({
      operationId: 'getTwoFactorStatus',
      tags,
      summary:
        "Whether the account's two-factor sign-in is on, and how many recovery codes are left",
      params: TenantIdParams,
      response: { 200: TwoFactorStatus },
    }),
    async (request) => {
      const caller = request.user!;
      const state = await app.twoFactorRepository.state(request.tenant.id, caller.id);
      return {
        enabled: state.secret !== undefined,
        required: secondFactorRequired(config, caller),
        enabledAt: state.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: state.secret ? state.recoveryCodesLeft : 0,
        sessionVerified: caller.twoFactor,
      };
    },
  );

  app.post(
    '/:tenantId/two-factor/setup-code',
    userRoute({
      operationId: 'mailTwoFactorSetupCode',
      audit: 'two-factor.setup-code',
      tags,
      summary:
        "Mails a one-time code (8 digits, 15 minutes) to the account's address; setting up an authenticator needs it with the password",
      params: TenantIdParams,
      response: { 200: MessageReply, ...errors(429) },
    }),
    async (request) => {
      const { tenant } = request;
      const { caller } = await superAdminTwoFactor(app, request);
      // The account mail buckets: a session alone cannot flood the owner's mailbox.
      await app.limits.enforce(request, [
        ['accountMail', `user|${tenant.id}|${caller.id}`],
        ['accountMail', `ip|${request.ip}`],
      ]);
      const owner = await ownerOf(app, request);
      const code = newSetupCode();
      await app.transaction(async () => {
        await app.twoFactorRepository.setSetupCode(tenant.id, caller.id, code);
        await app.mail.send({
          ...twoFactorSetupCodeMail(tenant.name, owner.email, owner.username, code),
          tenantId: tenant.id,
        });
      });
      return {
        message:
          'We have e-mailed you a code. Enter it with your password to set up your authenticator; it works once, for 15 minutes.',
      };
    },
  );

  app.post(
    '/:tenantId/two-factor/setup',
    userRoute({
      operationId: 'setUpTwoFactor',
      audit: 'two-factor.setup',
      tags,
      summary:
        'A new authenticator key with its QR code, after the password and the e-mailed set-up code; it replaces nothing until a code of the app confirms it',
      params: TenantIdParams,
      body: TwoFactorSetupBody,
      response: { 200: TwoFactorSetupReply, ...errors(429) },
    }),
    async (request) => {
      const { tenant } = request;
      const { caller } = await superAdminTwoFactor(app, request);
      // Both proofs, whoever holds the session: the password and the mailbox.
      await checkPassword(app, request, caller, request.body.password);
      if (
        !(await app.twoFactorRepository.spendSetupCode(
          tenant.id,
          caller.id,
          request.body.emailCode.trim(),
        ))
      )
        throw badRequest(WRONG_SETUP_CODE);
      const secret = newTotpSecret();
      await app.twoFactorRepository.setPending(tenant.id, caller.id, secret);
      const uri = otpauthUri(tenant.name, caller.username, secret);
      return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
    },
  );

  app.post(
    '/:tenantId/two-factor/enable',
    userRoute({
      operationId: 'enableTwoFactor',
      audit: 'two-factor.enable',
      tags,
      summary:
        'Confirms the new key with a code of the app: two-factor sign-in is on, ten recovery codes are made (shown this once), other sessions are signed out',
      params: TenantIdParams,
      body: TwoFactorCodeBody,
      response: { 200: RecoveryCodesReply, ...errors(409) },
    }),
    async (request) => {
      const { tenant } = request;
      const { caller, state } = await superAdminTwoFactor(app, request);
      if (!state.pendingSecret)
        throw conflict('No new key is waiting for a code. Please start the set-up again.');
      const code = asTotpCode(request.body.code);
      const step = code
        ? await acceptTotp(state.pendingSecret, code, app.clock.now(), null)
        : undefined;
      if (step === undefined)
        throw badRequest(
          'That code does not match. Enter the 6-digit code your app shows now (check that the phone’s clock is right).',
        );
      const recoveryCodes = newRecoveryCodes();
      const replaced = state.secret !== undefined;
      const owner = await ownerOf(app, request);
      await app.transaction(async () => {
        // Only the key this code was checked against: a set-up or enable that got in first
        // wins, and this one changes nothing.
        const enabled = await app.twoFactorRepository.enable(
          tenant.id,
          caller.id,
          state.pendingSecret!,
          step,
          recoveryCodes,
        );
        if (!enabled)
          throw conflict(
            'The key waiting for a code changed in the meantime (another set-up or confirmation). Please start the set-up again.',
          );
        await app.sessionsRepository.markTwoFactor(tenant.id, caller.sessionHash);
        // Sessions signed in with the password alone end: from now on a sign-in needs a code.
        await app.sessionsRepository.revokeAllForUser(tenant.id, caller.id, caller.sessionHash);
        await notifyOwner(app, tenant, owner, {
          kind: replaced ? 'two-factor-replaced' : 'two-factor-on',
        });
      });
      if (replaced) request.audited = { action: 'two-factor.replace' };
      return {
        recoveryCodes,
        message:
          'Two-factor sign-in is on. Save these recovery codes somewhere safe: each works once, and they are shown only now.',
      };
    },
  );

  app.post(
    '/:tenantId/two-factor/recovery-codes',
    userRoute({
      operationId: 'renewRecoveryCodes',
      audit: 'two-factor.recovery-codes',
      sudo: true,
      tags,
      summary:
        'Ten new recovery codes (shown this once); the earlier ones stop working. Needs a session confirmed in the last 10 minutes (confirmSession)',
      params: TenantIdParams,
      body: RecoveryCodesBody,
      response: { 200: RecoveryCodesReply, ...errors(409, 429) },
    }),
    async (request) => {
      const { tenant } = request;
      const { caller, state } = await superAdminTwoFactor(app, request);
      if (!state.secret) throw conflict('Two-factor sign-in is off: there are no recovery codes.');
      await checkPassword(app, request, caller, request.body.password);
      const recoveryCodes = newRecoveryCodes();
      const owner = await ownerOf(app, request);
      await app.transaction(async () => {
        await app.twoFactorRepository.replaceRecoveryCodes(tenant.id, caller.id, recoveryCodes);
        await notifyOwner(app, tenant, owner, { kind: 'recovery-codes' });
      });
      return {
        recoveryCodes,
        message:
          'New recovery codes are ready and the old ones no longer work. Save these now: they are shown only once.',
      };
    },
  );

  app.post(
    '/:tenantId/two-factor/unlock',
    publicRoute({
      operationId: 'unlockTwoFactorCodes',
      tags,
      summary:
        'Opens a code step locked after too many wrong codes, with the token of the link mailed to the owner (used once)',
      params: TenantIdParams,
      body: TwoFactorUnlockBody,
      response: { 200: MessageReply },
    }),
    async (request) => {
      const { tenant } = request;
      const userId = await app.twoFactorRepository.unlock(tenant.id, request.body.token);
      if (!userId)
        throw badRequest('This unlock link is invalid, already used, or no longer needed.');
      const user = await app.usersRepository.findById(tenant.id, userId);
      const actor = { id: userId, username: user?.username ?? 'unknown' };
      await app.audit(
        request,
        'two-factor.unlocked',
        { object: { type: 'user', id: userId, label: actor.username } },
        actor,
      );
      return { message: 'Sign-in codes are unlocked. You can sign in with your code again.' };
    },
  );

  app.post(
    '/:tenantId/sessions/confirm',
    userRoute({
      operationId: 'confirmSession',
      audit: 'session.confirm',
      tags,
      summary:
        "Confirms it's the account's owner with the password or a code of the authenticator app: for 10 minutes this session may do what asks again (exports, erasure, new recovery codes)",
      params: TenantIdParams,
      body: ConfirmSessionBody,
      response: { 200: MessageReply, ...errors(423, 429) },
    }),
    async (request) => {
      const { tenant } = request;
      const caller = request.user!;
      const { password, code } = request.body;
      if ((password === undefined) === (code === undefined))
        throw badRequest('Enter your password or a code from your authenticator app, not both.');
      if (password !== undefined) {
        await checkPassword(app, request, caller, password);
        request.audited = { after: { proof: 'password' } };
      } else {
        await countProof(app, request, caller);
        const user = await app.usersRepository.findById(tenant.id, caller.id);
        if (!user?.totp_secret)
          throw badRequest('Your account has no authenticator app. Confirm with your password.');
        const totp = asTotpCode(code!);
        const lastStep = user.totp_last_step === null ? null : Number(user.totp_last_step);
        // Each code proves once, here as at sign-in, and counts towards the same lock.
        const accepted = await checkCodeUnderLock(app, request, user, async () => {
          const step = totp
            ? await acceptTotp(user.totp_secret!, totp, app.clock.now(), lastStep)
            : undefined;
          return (
            step !== undefined &&
            (await app.twoFactorRepository.claimStep(tenant.id, user.id, step))
          );
        });
        if (!accepted)
          throw badRequest(
            'That code does not match. Enter the 6-digit code your app shows now (check that the phone’s clock is right).',
          );
        request.audited = { after: { proof: 'app' } };
      }
      await app.sessionsRepository.markConfirmed(tenant.id, caller.sessionHash);
      return {
        message: 'Thank you. For the next 10 minutes you can go on without confirming again.',
      };
    },
  );

  app.get(
    '/:tenantId/sessions',
    userRoute({
      operationId: 'listSessions',
      tags,
      summary: "The account's signed-in sessions, most recently used first",
      params: TenantIdParams,
      response: { 200: SessionList },
    }),
    async (request) => {
      const caller = request.user!;
      const sessions = await app.sessionsRepository.list(request.tenant.id, caller.id);
      return sessions.map((session) => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        address: session.ip,
        browser: describeBrowser(session.userAgent),
        current: session.tokenHash === caller.sessionHash,
      }));
    },
  );

  app.delete(
    '/:tenantId/sessions/:sessionId',
    userRoute({
      operationId: 'endSession',
      audit: 'session.sign-out',
      tags,
      summary: 'Signs out one session of the account (its token gets 401 from then on)',
      params: SessionIdParams,
      response: { 204: Type.Null() },
    }),
    async (request, reply) => {
      request.audited = { object: { type: 'session', id: request.params.sessionId } };
      const ended = await app.sessionsRepository.revokeById(
        request.tenant.id,
        request.user!.id,
        request.params.sessionId,
      );
      if (!ended) throw notFound('This session has already ended.');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:tenantId/sessions',
    userRoute({
      operationId: 'endAllSessions',
      audit: 'session.sign-out-everywhere',
      tags,
      summary: 'Signs out everywhere: every session of the account ends, this one included',
      params: TenantIdParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await app.sessionsRepository.revokeAllForUser(request.tenant.id, request.user!.id);
      return { message: 'You are signed out everywhere.' };
    },
  );
};

export default accountSecurity;
