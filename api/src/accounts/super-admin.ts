import type { FastifyInstance } from 'fastify';
import type { AdminConfig } from '../config';

/** Who applied a SuperAdmin account: the ADMIN_* settings at start, or the create-admin CLI. */
export type SuperAdminSource = 'start' | 'command line';

/** The audit log's actor for what an operator applied outside any request. */
export const OPERATOR_ACTOR: Record<SuperAdminSource, { id: null; username: string }> = {
  start: { id: null, username: 'ADMIN_* settings at start' },
  'command line': { id: null, username: 'command line' },
};

export interface SuperAdminOutcome {
  outcome: 'created' | 'promoted' | 'updated' | 'unchanged';
  passwordChanged: boolean;
  emailChanged: boolean;
}

/**
 * Creates the SuperAdmin, or brings an existing account of that username up to date (email,
 * role, verified). The password of an existing account is set only when `admin.resetPassword`
 * says so (the CLI always does; ADMIN_* at start only with ADMIN_PASSWORD_RESET=true).
 *
 * An account made SuperAdmin here (promoted) starts clean: its sessions end and every pending
 * link of it (reset, e-mail change, verification) stops working, so nothing its earlier holder
 * set in motion carries over into the admin's account. What changed is in the audit log.
 */
export async function ensureSuperAdmin(
  app: FastifyInstance,
  tenantId: string,
  admin: AdminConfig,
  source: SuperAdminSource,
): Promise<SuperAdminOutcome> {
  const { usersRepository: users, passwords } = app;
  return app.transaction(async () => {
    const existing = await users.findByUsername(tenantId, admin.username);
    const owner = await users.findByEmail(tenantId, admin.email);
    if (owner && owner.id !== existing?.id) {
      throw new Error(
        `The admin email ${admin.email} already belongs to the account "${owner.username}".`,
      );
    }
    if (!existing) {
      const created = await users.create({
        tenantId,
        username: admin.username,
        email: admin.email,
        passwordHash: await passwords.hash(admin.password),
        role: 'SuperAdmin',
        verified: true,
      });
      const result = { outcome: 'created', passwordChanged: true, emailChanged: false } as const;
      await record(app, tenantId, source, created, result);
      return result;
    }
    const promoted = existing.role !== 'SuperAdmin';
    const setPassword =
      admin.resetPassword === true &&
      !(
        (await passwords.verify(admin.password, existing.password_hash)) &&
        !passwords.needsRehash(existing.password_hash)
      );
    const emailChanged = existing.email !== admin.email;
    await users.update(tenantId, existing.id, {
      email: admin.email,
      role: 'SuperAdmin',
      ...(existing.email_verified_at ? {} : { verified: true }),
      ...(setPassword ? { passwordHash: await passwords.hash(admin.password) } : {}),
    });
    if (promoted || setPassword)
      await app.sessionsRepository.revokeAllForUser(tenantId, existing.id);
    if (promoted || emailChanged) await app.userTokensRepository.revokeEvery(tenantId, existing.id);
    const changed = promoted || setPassword || emailChanged || !existing.email_verified_at;
    const result: SuperAdminOutcome = {
      outcome: promoted ? 'promoted' : changed ? 'updated' : 'unchanged',
      passwordChanged: setPassword,
      emailChanged,
    };
    if (changed) await record(app, tenantId, source, existing, result);
    return result;
  });
}

/** The audit entry of what was applied (never the password itself). */
async function record(
  app: FastifyInstance,
  tenantId: string,
  source: SuperAdminSource,
  user: { id: string; username: string },
  result: SuperAdminOutcome,
): Promise<void> {
  await app.auditRepository.append(tenantId, {
    action: source === 'start' ? 'super-admin.applied-at-start' : 'super-admin.command-line',
    actor: OPERATOR_ACTOR[source],
    address: null,
    object: { type: 'user', id: user.id, label: user.username },
    after: result,
  });
}
