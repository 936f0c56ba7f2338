import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { isStaff } from '@agency/contract';
import { TenantIdParams, errors } from '@agency/contract/schemas/common';
import {
  InviteBody,
  RoleChangeBody,
  StaffMemberParams,
  StaffMemberReply,
  StaffReply,
} from '@agency/contract/schemas/team';
import type { UserRow } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/http-error';
import { NO_PASSWORD } from '../../../lib/passwords';
import { adminRoute } from '../../../lib/route-options';
import { invitationMail } from '../../../mail/templates';
import { TAKEN, type StaffRow } from '../../../repositories/users';

const tags = ['team'];

export const NOT_STAFF = 'That account is not one of the staff.';
export const OWN_ROLE = 'You cannot change your own role.';
export const SUPERADMIN_ROLE =
  "The SuperAdmin's role is not changed here: the site's operator sets it with the ADMIN_* settings or the create-admin command.";
export const NO_INVITATION = 'That account has no invitation waiting (it may have been taken up).';
export const INVITATION_OUT =
  'This invitation has not been taken up yet: cancel it instead of removing the account from the staff.';

/** A staff row as the Team screen lists it. */
function memberOf(row: StaffRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    twoFactor: row.twoFactor,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    invitation: row.invitedAt
      ? { sentAt: new Date(row.invitedAt).toISOString(), invitedBy: row.invitedBy }
      : null,
  };
}

/** The account an audit entry is about (by id and name, never by address). */
const accountObject = (user: { id: string; username: string }) => ({
  type: 'account',
  id: user.id,
  label: user.username,
});

/**
 * The Team screen's routes (the SuperAdmin's alone): the staff, invitations by e-mail with a
 * role, role changes. The SuperAdmin's own role is never changed here, and nobody changes their
 * own; every change is in the audit log.
 */
const team: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  /** One staff member of the tenant, as listed (404 when the account is not staff). */
  async function member(tenantId: string, userId: string) {
    const row = (await app.usersRepository.staff(tenantId)).find((staff) => staff.id === userId);
    if (!row) throw notFound(NOT_STAFF);
    return memberOf(row);
  }

  /** Issues the invitation's link (the password-reset page sets the first password) and mails
   * it; earlier links of the account stop working. Runs in the route's transaction. */
  async function mailInvitation(request: FastifyRequest, user: UserRow) {
    const { tenant } = request;
    await app.userTokensRepository.revokeAll(tenant.id, user.id, 'invitation');
    const token = await app.userTokensRepository.issue(tenant.id, user.id, 'invitation');
    const url = new URL('/user/reset-password', config.siteUrl);
    url.search = new URLSearchParams({ token, tenantId: tenant.id }).toString();
    await app.mail.send({
      ...invitationMail(tenant.name, user.email, {
        username: user.username,
        role: user.role,
        invitedBy: request.user!.username,
        url: url.toString(),
      }),
      tenantId: tenant.id,
    });
  }

  /** A staff account with an invitation out (404 otherwise). */
  async function invited(tenantId: string, userId: string) {
    const user = await app.usersRepository.findById(tenantId, userId);
    if (!user?.invited_at || !isStaff(user.role)) throw notFound(NO_INVITATION);
    return user;
  }

  app.get(
    '/:tenantId',
    adminRoute({
      operationId: 'listStaff',
      permission: 'team',
      tags,
      summary:
        'The staff: name, address, role, two-factor sign-in on or not, last sign-in, and the invitation while it is out',
      params: TenantIdParams,
      response: { 200: StaffReply },
    }),
    async (request) => (await app.usersRepository.staff(request.tenant.id)).map(memberOf),
  );

  app.post(
    '/:tenantId/invitations',
    adminRoute({
      operationId: 'inviteStaff',
      permission: 'team',
      audit: 'team.invite',
      tags,
      summary:
        'Invite an Editor or an Author by e-mail: makes the account with no password and mails a link (7 days) that sets it',
      params: TenantIdParams,
      body: InviteBody,
      response: { 201: StaffMemberReply, ...errors(409) },
    }),
    async (request, reply) => {
      const { tenant } = request;
      const username = request.body.username.trim();
      const email = request.body.email.trim();
      if (await app.usersRepository.isTaken(tenant.id, username, email)) throw conflict(TAKEN);
      const created = await app.usersRepository.create({
        tenantId: tenant.id,
        username,
        email,
        // No password signs in until the invited person chooses theirs through the link.
        passwordHash: NO_PASSWORD,
        role: request.body.role,
        verified: false,
      });
      const user = await app.usersRepository.update(tenant.id, created.id, {
        invitation: { by: request.user!.id },
      });
      await mailInvitation(request, user);
      request.audited = { object: accountObject(user), after: { role: user.role } };
      return reply.status(201).send(await member(tenant.id, user.id));
    },
  );

  app.post(
    '/:tenantId/:userId/invitation',
    adminRoute({
      operationId: 'resendStaffInvitation',
      permission: 'team',
      audit: 'team.invitation-resend',
      tags,
      summary: 'Mail the invitation again with a new link (7 days); the earlier link stops working',
      params: StaffMemberParams,
      response: { 200: StaffMemberReply },
    }),
    async (request) => {
      const user = await invited(request.tenant.id, request.params.userId);
      const renewed = await app.usersRepository.update(request.tenant.id, user.id, {
        invitation: { by: request.user!.id },
      });
      await mailInvitation(request, renewed);
      request.audited = { object: accountObject(user) };
      return member(request.tenant.id, user.id);
    },
  );

  app.delete(
    '/:tenantId/:userId/invitation',
    adminRoute({
      operationId: 'cancelStaffInvitation',
      permission: 'team',
      audit: 'team.invitation-cancel',
      tags,
      summary:
        'Withdraw an invitation not taken up yet: its link stops working and the account goes',
      params: StaffMemberParams,
      response: { 204: Type.Null() },
    }),
    async (request, reply) => {
      const user = await invited(request.tenant.id, request.params.userId);
      if (!(await app.usersRepository.removeInvited(request.tenant.id, user.id)))
        throw notFound(NO_INVITATION);
      request.audited = { object: accountObject(user), before: { role: user.role } };
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:tenantId/:userId/role',
    adminRoute({
      operationId: 'changeStaffRole',
      permission: 'team',
      audit: 'team.role-change',
      tags,
      summary:
        "Change an account's role to Editor or Author, or back to User (no longer staff); not one's own, and never the SuperAdmin's",
      params: StaffMemberParams,
      body: RoleChangeBody,
      response: {
        200: Type.Object({ id: Type.String(), role: RoleChangeBody.properties.role }),
        ...errors(409),
      },
    }),
    async (request) => {
      const { tenant } = request;
      if (request.params.userId === request.user!.id) throw forbidden(OWN_ROLE);
      const user = await app.usersRepository.findById(tenant.id, request.params.userId);
      if (!user) throw notFound('That account does not exist.');
      if (user.role === 'SuperAdmin') throw forbidden(SUPERADMIN_ROLE);
      const { role } = request.body;
      if (role === 'User' && user.invited_at) throw conflict(INVITATION_OUT);
      const updated = await app.usersRepository.update(tenant.id, user.id, { role });
      request.audited = {
        object: accountObject(user),
        before: { role: user.role },
        after: { role: updated.role },
      };
      return { id: updated.id, role };
    },
  );
};

export default team;
