import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { ownedRow } from '../db/owned';
import { hashToken } from '../lib/tokens';

/** A user's second factor as the routes need it. */
export interface TwoFactorState {
  /** The confirmed key (undefined: two-factor sign-in is off). */
  secret: string | undefined;
  pendingSecret: string | undefined;
  enabledAt: Date | undefined;
  lastStep: number | null;
  recoveryCodesLeft: number;
}

export interface TwoFactorRepository {
  state(tenantId: string, userId: string): Promise<TwoFactorState>;
  /** Keeps a key shown for enrolment until its first code confirms it. */
  setPending(tenantId: string, userId: string, secret: string): Promise<void>;
  /**
   * Makes the pending key the account's, replacing any earlier key and every recovery code,
   * with `step` (the confirming code's) as the last accepted one.
   */
  enable(tenantId: string, userId: string, step: number, codes: string[]): Promise<void>;
  /** Replaces every recovery code. */
  replaceRecoveryCodes(tenantId: string, userId: string, codes: string[]): Promise<void>;
  /**
   * Records `step` as the last accepted one if it is later than the stored one, atomically:
   * false when another request took that step (or a later one) first, a replay.
   */
  claimStep(tenantId: string, userId: string, step: number): Promise<boolean>;
  /** Spends a recovery code once; false when it is unknown or already spent. */
  spendRecoveryCode(tenantId: string, userId: string, code: string): Promise<boolean>;
  /** The named signing key, made on first use and shared by every instance. */
  signingKey(name: string): Promise<string>;
}

export default fp(
  async (app) => {
    const { db } = app;
    const keys = new Map<string, string>();

    async function insertCodes(tenantId: string, userId: string, codes: string[]) {
      await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      const now = app.clock.now();
      await db
        .insertInto('recovery_codes')
        .values(
          codes.map((code) => ({
            tenant_id: tenantId,
            user_id: userId,
            code_hash: hashToken(code),
            created_at: now,
            used_at: null,
          })),
        )
        .execute();
    }

    const repository: TwoFactorRepository = {
      async state(tenantId, userId) {
        const row = await db
          .selectFrom('users')
          .select(['totp_secret', 'totp_pending_secret', 'totp_enabled_at', 'totp_last_step'])
          .where(ownedRow(tenantId, userId))
          .executeTakeFirst();
        const left = await db
          .selectFrom('recovery_codes')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        return {
          secret: row?.totp_secret ?? undefined,
          pendingSecret: row?.totp_pending_secret ?? undefined,
          enabledAt: row?.totp_enabled_at ? new Date(row.totp_enabled_at) : undefined,
          lastStep: row?.totp_last_step == null ? null : Number(row.totp_last_step),
          recoveryCodesLeft: Number(left?.count ?? 0),
        };
      },

      async setPending(tenantId, userId, secret) {
        await db
          .updateTable('users')
          .set({ totp_pending_secret: secret })
          .where(ownedRow(tenantId, userId))
          .execute();
      },

      async enable(tenantId, userId, step, codes) {
        await app.transaction(async () => {
          await db
            .updateTable('users')
            .set((eb) => ({
              totp_secret: eb.ref('totp_pending_secret'),
              totp_pending_secret: null,
              totp_enabled_at: app.clock.now(),
              totp_last_step: step,
            }))
            .where(ownedRow(tenantId, userId))
            .execute();
          await insertCodes(tenantId, userId, codes);
        });
      },

      async replaceRecoveryCodes(tenantId, userId, codes) {
        await app.transaction(() => insertCodes(tenantId, userId, codes));
      },

      async claimStep(tenantId, userId, step) {
        const result = await db
          .updateTable('users')
          .set({ totp_last_step: step })
          .where(ownedRow(tenantId, userId))
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      },

      async spendRecoveryCode(tenantId, userId, code) {
        const result = await db
          .updateTable('recovery_codes')
          .set({ used_at: app.clock.now() })
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('code_hash', '=', hashToken(code))
          .where('used_at', 'is', null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      },

      async signingKey(name) {
        const cached = keys.get(name);
        if (cached) return cached;
        // Every instance inserts a candidate; the first one stored wins and all read it back.
        await db
          .insertInto('signing_keys')
          .values({
            name,
            secret: randomBytes(32).toString('base64url'),
            created_at: app.clock.now(),
          })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        const row = await db
          .selectFrom('signing_keys')
          .select('secret')
          .where('name', '=', name)
          .executeTakeFirstOrThrow();
        keys.set(name, row.secret);
        return row.secret;
      },
    };
    app.decorate('twoFactorRepository', repository);
  },
  { name: 'two-factor-repository', dependencies: ['database'] },
);
