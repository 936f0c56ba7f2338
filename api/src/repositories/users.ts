import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { STAFF_ROLES, type StaffRole } from '@agency/contract';
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

/** One of the site's staff, as the Team screen lists them. */
export interface StaffRow {
  id: string;
  username: string;
  email: string;
  role: StaffRole;
  twoFactor: boolean;
  lastSignInAt: Date | null;
  invitedAt: Date | null;
  invitedBy: string | null;
}

export interface UsersRepository {
  create(user: NewUser): Promise<UserRow>;
  findById(tenantId: string, id: string): Promise<UserRow | undefined>;
  /** Case-insensitive. */
  findByUsername(tenantId: string, username: string): Promise<UserRow | undefined>;
  /** Case-insensitive. */
  findByEmail(tenantId: string, email: string): Promise<UserRow | undefined>;
  /** Whether another account already has this username or this address (either, any case). */
  isTaken(tenantId: string, username: string, email: string): Promise<boolean>;
  update(tenantId: string, id: string, patch: UserPatch): Promise<UserRow>;
  /** The staff (SuperAdmin, Editors, Authors), the SuperAdmin first, then by name. */
  staff(tenantId: string): Promise<StaffRow[]>;
  /** Deletes an account that never signed in (a withdrawn invitation); whether there was one. */
  removeInvited(tenantId: string, id: string): Promise<boolean>;
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

      async isTaken(tenantId, username, email) {
        const [byName, byEmail] = await Promise.all([
          repository.findByUsername(tenantId, username),
          repository.findByEmail(tenantId, email),
        ]);
        return byName !== undefined || byEmail !== undefined;
      },

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

      async staff(tenantId) {
        const rows = await db
          .selectFrom('users')
          .leftJoin('users as inviter', 'inviter.id', 'users.invited_by')
          .select([
            'users.id',
            'users.username',
            'users.email',
            'users.role',
            'users.invited_at',
            'inviter.username as invitedBy',
            sql<boolean>`users.totp_secret is not null`.as('twoFactor'),
            sql<Date | null>`(select max(s.created_at) from sessions s where s.tenant_id = users.tenant_id and s.user_id = users.id)`.as(
              'lastSignInAt',
            ),
          ])
          .where('users.tenant_id', '=', tenantId)
          .where('users.role', 'in', STAFF_ROLES)
          .orderBy(sql`users.role = 'SuperAdmin'`, 'desc')
          .orderBy(sql`lower(users.username)`)
          .execute();
        return rows.map((row) => ({
          id: row.id,
          username: row.username,
          email: row.email,
          role: row.role as StaffRole,
          twoFactor: row.twoFactor,
          lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
          invitedAt: row.invited_at,
          invitedBy: row.invitedBy,
        }));
      },

      async removeInvited(tenantId, id) {
        const result = await db
          .deleteFrom('users')
          .where(ownedRow(tenantId, id))
          .where('invited_at', 'is not', null)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      },
    };
    app.decorate('usersRepository', repository);
  },
  { name: 'users-repository', dependencies: ['database'] },
);
