import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict, forbidden, unauthorized } from '../../../lib/http-error';
import { NO_PASSWORD } from '../../../lib/passwords';
import { limit } from '../../../lib/rate-limits';
import { resetPasswordMail, verificationMail } from '../../../mail/templates';
import { TAKEN } from '../../../repositories/users';
import {
  AuthHeaders,
  MessageReply,
  TenantHeaders,
  TenantIdParams,
  TenantParams,
  errors,
} from '../../../schemas/common';
import {
  ChangePasswordBody,
  EmailBody,
  LoginBody,
  LoginReply,
  MyComments,
  MyLikedPosts,
  Profile,
  ProfileBody,
  ProfileUpdateReply,
  RegisterBody,
  ResetPasswordBody,
  TokenParam,
} from '../../../schemas/user';
import type { Tenant } from '../../../types';

const INVALID_CREDENTIALS = 'Invalid username or password.';

function profileOf(user: Pick<UserRow, 'id' | 'username' | 'email' | 'role'>) {
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}

/** Call inside `app.transaction`, so the token and its mail commit together. */
async function sendVerification(
  app: FastifyInstance,
  tenant: Tenant,
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
) {
  await app.userTokensRepository.revokeAll(tenant.id, user.id, 'verify-email');
  const token = await app.userTokensRepository.issue(tenant.id, user.id, 'verify-email');
  const url = new URL('/verify', app.config.siteUrl);
  url.search = new URLSearchParams({
    token,
    tenantId: tenant.id,
    domain: new URL(app.config.siteUrl).host,
  }).toString();
  await app.mail.send(verificationMail(tenant.name, user.email, user.username, url.toString()));
}

/** Accounts: registration, email verification, login/logout, password reset, profile. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  app.post(
    '/:tenant/register',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account and send the verification email',
        params: TenantParams,
        headers: TenantHeaders,
        body: RegisterBody,
        response: { 200: MessageReply, ...errors(400, 403, 404, 409, 429) },
      },
      config: { rateLimit: limit(config, 'register') },
    },
    async (request) => {
      const { tenant } = request;
      const username = request.body.username.trim();
      const email = request.body.email.trim();
      const [byName, byEmail] = await Promise.all([
        app.usersRepository.findByUsername(tenant.id, username),
        app.usersRepository.findByEmail(tenant.id, email),
      ]);
      if (byName || byEmail) throw conflict(TAKEN);
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
    '/:tenant/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Log in with username and password; returns an opaque bearer token',
        params: TenantParams,
        headers: TenantHeaders,
        body: LoginBody,
        response: { 200: LoginReply, ...errors(400, 401, 403, 404, 429) },
      },
      config: {
        rateLimit: limit(config, 'login', (request) => {
          const body = request.body as { username?: unknown } | undefined;
          return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
        }),
      },
    },
    async (request) => {
      const { tenant } = request;
      const user = await app.usersRepository.findByUsername(
        tenant.id,
        request.body.username.trim(),
      );
      // An unknown user costs the same hashing time as a wrong password.
      const valid = await app.passwords.verify(
        request.body.password,
        user?.password_hash ?? NO_PASSWORD,
      );
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      if (!user.email_verified_at) {
        await app.transaction(() => sendVerification(app, tenant, user));
        throw forbidden(
          'Please verify your email before logging in. We have sent you a new verification link.',
        );
      }
      if (app.passwords.needsRehash(user.password_hash)) {
        await app.usersRepository.update(tenant.id, user.id, {
          passwordHash: await app.passwords.hash(request.body.password),
        });
      }
      const token = await app.sessionsRepository.create(tenant.id, user.id);
      return { token, ...profileOf(user), message: 'Logged in successfully!' };
    },
  );

  app.post(
    '/:tenantId/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Revoke the bearer token',
        security: [{ bearerAuth: [] }],
        params: TenantIdParams,
        headers: AuthHeaders,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404) },
      },
      config: { auth: 'user' },
    },
    async (request, reply) => {
      await app.sessionsRepository.revoke(request.tenant.id, request.user!.sessionHash);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:tenantId/verify-email/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Verify an email address with the token from the verification email',
        params: Type.Object({ tenantId: TenantIdParams.properties.tenantId, token: TokenParam }),
        headers: TenantHeaders,
        response: { 200: MessageReply, ...errors(400, 403, 404) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const userId = await app.userTokensRepository.consume(
        tenant.id,
        request.params.token,
        'verify-email',
      );
      if (!userId) throw badRequest('This verification link is invalid, already used or expired.');
      await app.usersRepository.update(tenant.id, userId, { verified: true });
      return { message: 'Your account has been successfully verified!' };
    },
  );

  app.post(
    '/:tenantId/forgot-password',
    {
      schema: {
        tags: ['users'],
        summary:
          'Email a password reset link; the reply is the same whether or not the address exists',
        params: TenantIdParams,
        headers: TenantHeaders,
        body: EmailBody,
        response: { 200: MessageReply, ...errors(400, 403, 404, 429) },
      },
      config: { rateLimit: limit(config, 'forgotPassword') },
    },
    async (request) => {
      const { tenant } = request;
      const user = await app.usersRepository.findByEmail(tenant.id, request.body.email.trim());
      if (user) {
        // The new token and its mail commit together; the mail is sent after the reply, by the
        // queue, so the reply takes about as long for an unknown address.
        await app.transaction(async () => {
          await app.userTokensRepository.revokeAll(tenant.id, user.id, 'reset-password');
          const token = await app.userTokensRepository.issue(tenant.id, user.id, 'reset-password');
          const url = new URL('/user/reset-password', config.siteUrl);
          url.search = new URLSearchParams({ token, tenantId: tenant.id }).toString();
          await app.mail.send(
            resetPasswordMail(tenant.name, user.email, user.username, url.toString()),
          );
        });
      }
      return {
        message: 'If an account exists for this email, a password reset link has been sent.',
      };
    },
  );

  app.post(
    '/:tenantId/reset-password/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with the token from the reset email; signs out every session',
        params: Type.Object({ tenantId: TenantIdParams.properties.tenantId, token: TokenParam }),
        headers: TenantHeaders,
        body: ResetPasswordBody,
        response: { 200: MessageReply, ...errors(400, 403, 404) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const userId = await app.userTokensRepository.consume(
        tenant.id,
        request.params.token,
        'reset-password',
      );
      if (!userId)
        throw badRequest('This password reset link is invalid, already used or expired.');
      // Following the emailed link also proves the address.
      await app.usersRepository.update(tenant.id, userId, {
        passwordHash: await app.passwords.hash(request.body.password),
        verified: true,
      });
      await app.userTokensRepository.revokeAll(tenant.id, userId, 'reset-password');
      await app.sessionsRepository.revokeAllForUser(tenant.id, userId);
      return { message: 'Your password has been successfully reset!' };
    },
  );

  app.get(
    '/:tenantId/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        params: TenantIdParams,
        headers: AuthHeaders,
        response: { 200: Profile, ...errors(400, 401, 403, 404) },
      },
      config: { auth: 'user' },
    },
    async (request) => profileOf(request.user!),
  );

  app.put(
    '/:tenantId/profile',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change username or email (a new email must be verified again); role is for SuperAdmins only',
        security: [{ bearerAuth: [] }],
        params: TenantIdParams,
        headers: AuthHeaders,
        body: ProfileBody,
        response: { 200: ProfileUpdateReply, ...errors(400, 401, 403, 404, 409) },
      },
      config: { auth: 'user' },
    },
    async (request) => {
      const { tenant } = request;
      const caller = request.user!;
      const { role } = request.body;
      if (role !== undefined && role !== caller.role && caller.role !== 'SuperAdmin') {
        throw forbidden('Only a SuperAdmin can change a role.');
      }
      const username = request.body.username?.trim();
      const email = request.body.email?.trim();
      const emailChanged =
        email !== undefined && email.toLowerCase() !== caller.email.toLowerCase();
      const updated = await app.transaction(async () => {
        const user = await app.usersRepository.update(tenant.id, caller.id, {
          ...(username !== undefined && { username }),
          ...(email !== undefined && { email }),
          ...(role !== undefined && { role }),
          ...(emailChanged && { verified: false }),
        });
        if (emailChanged) await sendVerification(app, tenant, user);
        return user;
      });
      return {
        ...profileOf(updated),
        message: emailChanged
          ? 'Profile updated. Please verify your new email address with the link we have sent to it.'
          : 'Profile updated.',
      };
    },
  );

  app.post(
    '/:tenantId/change-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password; other sessions are signed out',
        security: [{ bearerAuth: [] }],
        params: TenantIdParams,
        headers: AuthHeaders,
        body: ChangePasswordBody,
        response: { 200: MessageReply, ...errors(400, 401, 403, 404) },
      },
      config: { auth: 'user' },
    },
    async (request) => {
      const { tenant } = request;
      const caller = request.user!;
      const user = await app.usersRepository.findById(tenant.id, caller.id);
      if (!user || !(await app.passwords.verify(request.body.oldPassword, user.password_hash))) {
        throw badRequest('Your old password is incorrect.');
      }
      await app.usersRepository.update(tenant.id, user.id, {
        passwordHash: await app.passwords.hash(request.body.newPassword),
      });
      await app.sessionsRepository.revokeAllForUser(tenant.id, user.id, caller.sessionHash);
      await app.userTokensRepository.revokeAll(tenant.id, user.id, 'reset-password');
      return { message: 'Password changed successfully' };
    },
  );

  app.get(
    '/:tenantId/me/comments',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's comments on published posts, newest first",
        security: [{ bearerAuth: [] }],
        params: TenantIdParams,
        headers: AuthHeaders,
        response: { 200: MyComments, ...errors(400, 401, 403, 404) },
      },
      config: { auth: 'user' },
    },
    async (request) => app.commentsRepository.listByUser(request.tenant.id, request.user!.id),
  );

  app.get(
    '/:tenantId/me/liked-posts',
    {
      schema: {
        tags: ['users'],
        summary: 'Published posts the signed-in user likes, newest like first',
        security: [{ bearerAuth: [] }],
        params: TenantIdParams,
        headers: AuthHeaders,
        response: { 200: MyLikedPosts, ...errors(400, 401, 403, 404) },
      },
      config: { auth: 'user' },
    },
    async (request) => app.postsRepository.likedBy(request.tenant.id, request.user!.id),
  );
};

export default users;
