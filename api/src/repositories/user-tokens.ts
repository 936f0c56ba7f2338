import fp from 'fastify-plugin';
import type { TokenPurpose } from '../db/schema';
import { hashToken, userToken } from '../lib/tokens';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 3_600_000,
  'reset-password': 3_600_000,
  'undo-email-change': 7 * 24 * 3_600_000,
  invitation: 7 * 24 * 3_600_000,
};

export interface UserTokensRepository {
  /**
   * A new single-use token for the user; only its hash is stored. `newEmail`: a verify-email
   * token that proves a new address, which becomes the account's when the token is used.
   */
  issue(
    tenantId: string,
    userId: string,
    purpose: TokenPurpose,
    newEmail?: string,
  ): Promise<string>;
  /** Marks the token used and returns its user (and new address), or undefined when invalid, used or expired. */
  consume(
    tenantId: string,
    token: string,
    purpose: TokenPurpose,
  ): Promise<{ userId: string; newEmail: string | null } | undefined>;
  /** Spends every outstanding token of that purpose for the user. */
  revokeAll(tenantId: string, userId: string, purpose: TokenPurpose): Promise<void>;
  /** Spends every outstanding token of the user, whatever its purpose; how many there were. */
  revokeEvery(tenantId: string, userId: string): Promise<number>;
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: UserTokensRepository = {
      async issue(tenantId, userId, purpose, newEmail) {
        const { token, columns } = userToken(
          tenantId,
          userId,
          app.clock.now(),
          TOKEN_TTL_MS[purpose],
        );
        await db
          .insertInto('user_tokens')
          .values({
            ...columns,
            purpose,
            used_at: null,
            new_email: newEmail ?? null,
          })
          .execute();
        return token;
      },

      async consume(tenantId, token, purpose) {
        const now = app.clock.now();
        // One UPDATE both checks and spends the token, so two concurrent uses cannot both win.
        const row = await db
          .updateTable('user_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', hashToken(token))
          .where('tenant_id', '=', tenantId)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['user_id', 'new_email'])
          .executeTakeFirst();
        return row && { userId: row.user_id, newEmail: row.new_email };
      },

      async revokeAll(tenantId, userId, purpose) {
        await db
          .updateTable('user_tokens')
          .set({ used_at: app.clock.now() })
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .execute();
      },

      async revokeEvery(tenantId, userId) {
        const result = await db
          .updateTable('user_tokens')
          .set({ used_at: app.clock.now() })
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
    };
    app.decorate('userTokensRepository', repository);
  },
  { name: 'user-tokens-repository', dependencies: ['database'] },
);
