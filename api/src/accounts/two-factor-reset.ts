import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACTOR } from './super-admin';
import { notifyOwner } from './two-factor-sign-in';

/**
 * An operator's reset of an account's second factor (the reset-two-factor CLI): no key, no
 * recovery codes, no lock, no session; the owner is mailed and the audit log records it, all
 * in one transaction. Throws when the tenant has no account of that username.
 */
export async function resetTwoFactor(
  app: FastifyInstance,
  tenantId: string,
  username: string,
): Promise<void> {
  const tenant = app.tenantsRepository.find(tenantId);
  const user = await app.usersRepository.findByUsername(tenantId, username);
  if (!tenant || !user) throw new Error(`No account "${username}" in tenant "${tenantId}".`);
  await app.transaction(async () => {
    await app.twoFactorRepository.reset(tenantId, user.id);
    await app.sessionsRepository.revokeAllForUser(tenantId, user.id);
    await notifyOwner(app, tenant, user, { kind: 'two-factor-reset' });
    await app.auditRepository.append(tenantId, {
      action: 'two-factor.reset',
      actor: OPERATOR_ACTOR['command line'],
      address: null,
      object: { type: 'user', id: user.id, label: user.username },
      before: { twoFactor: user.totp_secret !== null },
      after: { twoFactor: false },
    });
  });
}
