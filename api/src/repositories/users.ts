import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Role, UserRow } from '../db/schema';
import { ownedRow } from '../db/owned';
import { isUniqueViolation } from '../db/errors';
import { conflict } from '../lib/http-error';

export interface NewUser {
  tenantId: string;
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  verified: boolean;
}

export interface UserPatch {
  username?: string;
  email?: string;
  role?: Role;
  passwordHash?: string;
  verified?: boolean;
  /** An invitation to the staff sent now (by whom), or taken up or withdrawn (null). */
  invitation?: { by: string } | null;
}

export const TAKEN = 'Username or email is already taken.';

export interface UsersRepository {
  create(user: NewUser): Promise<UserRow>;
  findById(tenantId: string, id: string): Promise<UserRow | undefined>;
  /** Case-insensitive. */
  findByUsername(tenantId: string, username: string): Promise<UserRow | undefined>;
  /** Case-insensitive. */
  findByEmail(tenantId: string, email: string): Promise<UserRow | undefined>;
  update(tenantId: string, id: string, patch: UserPatch): Promise<UserRow>;
}

export default fp(
  async (app) => {
    const { db } = app;

    /** Every column of the tenant's accounts, for a look-up by one of their keys. */
    const usersOf = (tenantId: string) =>
      db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId);

    const repository: UsersRepository = {
      async create(user) {
        const now = app.clock.now();
        try {
          return await db
            .insertInto('users')
            .values({
              id: randomUUID(),
              tenant_id: user.tenantId,
              username: user.username,
              email: user.email,
              password_hash: user.passwordHash,
              role: user.role,
              email_verified_at: user.verified ? now : null,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(TAKEN);
          throw error;
        }
      },

      findById: (tenantId, id) => usersOf(tenantId).where('id', '=', id).executeTakeFirst(),

      findByUsername: (tenantId, username) =>
        usersOf(tenantId)
          .where(sql<string>`lower(username)`, '=', username.toLowerCase())
          .executeTakeFirst(),

      findByEmail: (tenantId, email) =>
        usersOf(tenantId)
          .where(sql<string>`lower(email)`, '=', email.toLowerCase())
          .executeTakeFirst(),

      async update(tenantId, id, patch) {
        const now = app.clock.now();
        try {
          return await db
            .updateTable('users')
            .set({
              ...(patch.username !== undefined && { username: patch.username }),
              ...(patch.email !== undefined && { email: patch.email }),
              ...(patch.role !== undefined && { role: patch.role }),
              ...(patch.passwordHash !== undefined && { password_hash: patch.passwordHash }),
              ...(patch.verified !== undefined && {
                email_verified_at: patch.verified ? now : null,
              }),
              ...(patch.invitation !== undefined && {
                invited_at: patch.invitation ? now : null,
                invited_by: patch.invitation?.by ?? null,
              }),
              updated_at: now,
            })
            .where(ownedRow(tenantId, id))
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(TAKEN);
          throw error;
        }
      },
    };
    app.decorate('usersRepository', repository);
  },
  { name: 'users-repository', dependencies: ['database'] },
);
