import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { ownedRow } from '../db/owned';
import { hashToken, newToken } from '../lib/tokens';

/** Consecutive failed code steps that lock the code step. */
export const CODE_LOCK_AFTER = 10;
/** How long a locked code step stays locked (unless its mailed link opens it). */
export const CODE_LOCK_MS = 3_600_000;
/** How long the mailed set-up code works, and how many wrong tries spend it. */
export const SETUP_CODE_TTL_MS = 15 * 60_000;
export const SETUP_CODE_TRIES = 5;

/** One code step's place against the lock: refused, or counted (and whether it locked). */
export type CodeAttempt =
  { locked: true; until: Date } | { locked: false; lockedByThis: boolean; until: Date | undefined };

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
  /** Keeps the hash of a mailed set-up code (replacing any earlier one) until it expires. */
  setSetupCode(tenantId: string, userId: string, code: string): Promise<void>;
  /**
   * Spends the mailed set-up code when `code` is it and it is still good; a wrong try counts
   * towards SETUP_CODE_TRIES, after which the code is spent whatever is typed.
   */
  spendSetupCode(tenantId: string, userId: string, code: string): Promise<boolean>;
  /**
   * Makes `pendingSecret` the account's key if it is still the pending one (compare-and-set:
   * false when another request enabled or replaced it first), replacing any earlier key and
   * every recovery code, with `step` (the confirming code's) as the last accepted one.
   */
  enable(
    tenantId: string,
    userId: string,
    pendingSecret: string,
    step: number,
    codes: string[],
  ): Promise<boolean>;
  /** Turns the second factor off: no key, pending key, recovery codes, set-up code or lock. */
  reset(tenantId: string, userId: string): Promise<void>;
  /**
   * Counts a code step before its code is checked, so parallel guesses cannot pass the limit:
   * refused while the code step is locked; the attempt that reaches CODE_LOCK_AFTER consecutive
   * ones locks it for CODE_LOCK_MS (a right code then opens it again: `codeAccepted`).
   */
  countCodeAttempt(tenantId: string, userId: string): Promise<CodeAttempt>;
  /** A successful code step: the count starts afresh and any lock or unlock link is gone. */
  codeAccepted(tenantId: string, userId: string): Promise<void>;
  /** A new link token that opens the locked code step (replacing any earlier one). */
  issueUnlockToken(tenantId: string, userId: string): Promise<string>;
  /** Opens the code step of the account the token was mailed for; its id, once. */
  unlock(tenantId: string, token: string): Promise<string | undefined>;
  /** Notes a browser the account signed in from; true when it is the first time. */
  rememberBrowser(tenantId: string, userId: string, browser: string): Promise<boolean>;
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

      async setSetupCode(tenantId, userId, code) {
        await db
          .updateTable('users')
          .set({
            setup_code_hash: hashToken(code),
            setup_code_expires_at: new Date(app.clock.now().getTime() + SETUP_CODE_TTL_MS),
            setup_code_tries: 0,
          })
          .where(ownedRow(tenantId, userId))
          .execute();
      },

      async spendSetupCode(tenantId, userId, code) {
        // One UPDATE checks and spends, so a code is taken once however many ask at once.
        const spent = await db
          .updateTable('users')
          .set({ setup_code_hash: null, setup_code_expires_at: null, setup_code_tries: 0 })
          .where(ownedRow(tenantId, userId))
          .where('setup_code_hash', '=', hashToken(code))
          .where('setup_code_expires_at', '>', app.clock.now())
          .where('setup_code_tries', '<', SETUP_CODE_TRIES)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) > 0) return true;
        await db
          .updateTable('users')
          .set((eb) => ({ setup_code_tries: eb('setup_code_tries', '+', 1) }))
          .where(ownedRow(tenantId, userId))
          .where('setup_code_hash', 'is not', null)
          .execute();
        return false;
      },

      async enable(tenantId, userId, pendingSecret, step, codes) {
        return app.transaction(async () => {
          const result = await db
            .updateTable('users')
            .set({
              totp_secret: pendingSecret,
              totp_pending_secret: null,
              totp_enabled_at: app.clock.now(),
              totp_last_step: step,
            })
            .where(ownedRow(tenantId, userId))
            .where('totp_pending_secret', '=', pendingSecret)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return false;
          await insertCodes(tenantId, userId, codes);
          return true;
        });
      },

      async reset(tenantId, userId) {
        await app.transaction(async () => {
          await db
            .updateTable('users')
            .set({
              totp_secret: null,
              totp_pending_secret: null,
              totp_enabled_at: null,
              totp_last_step: null,
              setup_code_hash: null,
              setup_code_expires_at: null,
              setup_code_tries: 0,
              code_failures: 0,
              code_locked_until: null,
              code_unlock_hash: null,
            })
            .where(ownedRow(tenantId, userId))
            .execute();
          await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        });
      },

      async countCodeAttempt(tenantId, userId) {
        const now = app.clock.now();
        const lockUntil = new Date(now.getTime() + CODE_LOCK_MS);
        const counted = await db
          .updateTable('users')
          .set({
            code_failures: sql<number>`code_failures + 1`,
            code_locked_until: sql<Date | null>`CASE WHEN code_failures + 1 >= ${CODE_LOCK_AFTER} THEN ${lockUntil}::timestamptz ELSE NULL END`,
          })
          .where(ownedRow(tenantId, userId))
          .where((eb) =>
            eb.or([eb('code_locked_until', 'is', null), eb('code_locked_until', '<=', now)]),
          )
          .returning(['code_failures', 'code_locked_until'])
          .executeTakeFirst();
        if (counted) {
          const until = counted.code_locked_until ? new Date(counted.code_locked_until) : undefined;
          return { locked: false, lockedByThis: until !== undefined, until };
        }
        const row = await db
          .selectFrom('users')
          .select('code_locked_until')
          .where(ownedRow(tenantId, userId))
          .executeTakeFirst();
        return { locked: true, until: new Date(row?.code_locked_until ?? lockUntil) };
      },

      async codeAccepted(tenantId, userId) {
        await db
          .updateTable('users')
          .set({ code_failures: 0, code_locked_until: null, code_unlock_hash: null })
          .where(ownedRow(tenantId, userId))
          .execute();
      },

      async issueUnlockToken(tenantId, userId) {
        const token = newToken();
        await db
          .updateTable('users')
          .set({ code_unlock_hash: hashToken(token) })
          .where(ownedRow(tenantId, userId))
          .execute();
        return token;
      },

      async unlock(tenantId, token) {
        const row = await db
          .updateTable('users')
          .set({ code_failures: 0, code_locked_until: null, code_unlock_hash: null })
          .where('tenant_id', '=', tenantId)
          .where('code_unlock_hash', '=', hashToken(token))
          .returning('id')
          .executeTakeFirst();
        return row?.id;
      },

      async rememberBrowser(tenantId, userId, browser) {
        const inserted = await db
          .insertInto('known_browsers')
          .values({ tenant_id: tenantId, user_id: userId, browser, first_seen_at: app.clock.now() })
          .onConflict((oc) => oc.columns(['user_id', 'browser']).doNothing())
          .returning('browser')
          .executeTakeFirst();
        return inserted !== undefined;
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
