import fp from 'fastify-plugin';
import { hashToken, newToken } from '../lib/tokens';
import type { AuthUser } from '../types';

export interface SessionsRepository {
  /** A new opaque token; only its hash is stored. */
  create(tenantId: string, userId: string): Promise<string>;
  /** The user behind a token of this tenant, if the token exists and has not expired. */
  authenticate(tenantId: string, token: string): Promise<AuthUser | undefined>;
  revoke(tenantId: string, tokenHash: string): Promise<void>;
  /** Revokes every session of the user, except `keepHash` when given. */
  revokeAllForUser(tenantId: string, userId: string, keepHash?: string): Promise<void>;
  /**
   * A value every successful login changes: the start of the user's newest session and the
   * number of sessions (two logins in one millisecond still differ).
   */
  loginGeneration(tenantId: string, userId: string): Promise<string>;
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: SessionsRepository = {
      async create(tenantId, userId) {
        const token = newToken();
        const now = app.clock.now();
        await db
          .insertInto('sessions')
          .values({
            token_hash: hashToken(token),
            tenant_id: tenantId,
            user_id: userId,
            created_at: now,
            expires_at: new Date(now.getTime() + app.config.sessionTtlMs),
          })
          .execute();
        return token;
      },

      async authenticate(tenantId, token) {
        const tokenHash = hashToken(token);
        const row = await db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select(['users.id', 'users.username', 'users.email', 'users.role'])
          .where('sessions.token_hash', '=', tokenHash)
          .where('sessions.tenant_id', '=', tenantId)
          .where('users.tenant_id', '=', tenantId)
          .where('sessions.expires_at', '>', app.clock.now())
          .executeTakeFirst();
        return row ? { ...row, sessionHash: tokenHash } : undefined;
      },

      async revoke(tenantId, tokenHash) {
        await db
          .deleteFrom('sessions')
          .where('tenant_id', '=', tenantId)
          .where('token_hash', '=', tokenHash)
          .execute();
      },

      async revokeAllForUser(tenantId, userId, keepHash) {
        let query = db
          .deleteFrom('sessions')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId);
        if (keepHash) query = query.where('token_hash', '!=', keepHash);
        await query.execute();
      },

      async loginGeneration(tenantId, userId) {
        const row = await db
          .selectFrom('sessions')
          .select((eb) => [eb.fn.max('created_at').as('newest'), eb.fn.countAll().as('count')])
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const newest = row?.newest ? new Date(row.newest).getTime() : 0;
        return `${newest}.${Number(row?.count ?? 0)}`;
      },
    };
    app.decorate('sessionsRepository', repository);
  },
  { name: 'sessions-repository', dependencies: ['database'] },
);
