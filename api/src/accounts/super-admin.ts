import type { FastifyInstance } from 'fastify';
import type { AdminConfig } from '../config';

/**
 * Creates the SuperAdmin, or brings an existing account of that username up to date
 * (email, password, role, verified). Used at start (ADMIN_* settings) and by the CLI.
 */
export async function ensureSuperAdmin(
  app: FastifyInstance,
  tenantId: string,
  admin: AdminConfig,
): Promise<'created' | 'updated'> {
  const { usersRepository: users, passwords } = app;
  const existing = await users.findByUsername(tenantId, admin.username);
  const owner = await users.findByEmail(tenantId, admin.email);
  if (owner && owner.id !== existing?.id) {
    throw new Error(
      `The admin email ${admin.email} already belongs to the account "${owner.username}".`,
    );
  }
  if (!existing) {
    await users.create({
      tenantId,
      username: admin.username,
      email: admin.email,
      passwordHash: await passwords.hash(admin.password),
      role: 'SuperAdmin',
      verified: true,
    });
    return 'created';
  }
  const samePassword =
    (await passwords.verify(admin.password, existing.password_hash)) &&
    !passwords.needsRehash(existing.password_hash);
  await users.update(tenantId, existing.id, {
    email: admin.email,
    role: 'SuperAdmin',
    ...(existing.email_verified_at ? {} : { verified: true }),
    ...(samePassword ? {} : { passwordHash: await passwords.hash(admin.password) }),
  });
  if (!samePassword) await app.sessionsRepository.revokeAllForUser(tenantId, existing.id);
  return 'updated';
}
