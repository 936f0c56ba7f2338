import fp from 'fastify-plugin';
import { sql, type Updateable } from 'kysely';
import type { NewsletterSubscribersTable, NewsletterTokenPurpose } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

/** A pending sign-up's confirmation link works this long. */
export const CONFIRM_TTL_MS = 7 * 86_400_000;
/** An expired pending sign-up is kept this long after its link expired, so the link still
 * says "expired" rather than "invalid"; then it is deleted. */
export const EXPIRED_PENDING_KEPT_MS = 30 * 86_400_000;
/** Signing up again sends another confirmation at most this often. */
export const RESEND_AFTER_MS = 3_600_000;

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

/** The two links of a confirmation mail (the raw tokens: only their hashes are stored). */
export interface ConfirmationTokens {
  confirm: string;
  unsubscribe: string;
}

export interface NewsletterRepository {
  /**
   * A sign-up by the person at the form. A new address becomes pending; a pending one, or one
   * that left, is sent a new confirmation at most once an hour (an address that left comes
   * back only by confirming). Returns the tokens to mail, or undefined when no mail is due (a
   * confirmed address, or a confirmation sent within the hour). Run it in a transaction.
   */
  signUp(tenantId: string, email: string): Promise<ConfirmationTokens | undefined>;
  /** Follows a confirmation link. */
  confirm(tenantId: string, token: string): Promise<ConfirmOutcome>;
  /** Follows an unsubscribe link: the address gets nothing more, whatever its state. */
  unsubscribe(tenantId: string, token: string): Promise<UnsubscribeOutcome>;
  /**
   * Adds an address the owner already had consent for (an import): confirmed when the address
   * is new; an address that is known (pending, confirmed, or one that left) is left as it is,
   * so an import never brings back someone who unsubscribed. True when it was added.
   */
  importConfirmed(tenantId: string, email: string): Promise<boolean>;
  /** A new unsubscribe token for one mail to the address (every newsletter mail carries one). */
  issueUnsubscribeToken(tenantId: string, email: string): Promise<string>;
  /** The same for many addresses in one write (a newsletter batch): the token by address. */
  issueUnsubscribeTokens(tenantId: string, emails: string[]): Promise<Map<string, string>>;
  /** The addresses that get the newsletter: confirmed ones only. */
  recipients(tenantId: string): Promise<string[]>;
  /** Deletes, in every tenant, pending sign-ups whose last link expired over 30 days ago. */
  deleteExpiredPending(now: Date): Promise<number>;
}

export default fp(
  async (app) => {
    const { db } = app;

    async function issue(
      tenantId: string,
      email: string,
      purpose: NewsletterTokenPurpose,
      now: Date,
    ): Promise<string> {
      const token = newToken();
      await db
        .insertInto('newsletter_tokens')
        .values({
          token_hash: hashToken(token),
          tenant_id: tenantId,
          email,
          purpose,
          created_at: now,
          expires_at: purpose === 'confirm' ? new Date(now.getTime() + CONFIRM_TTL_MS) : null,
          used_at: null,
        })
        .execute();
      return token;
    }

    /** The token's row with its address's, locked for the rest of the transaction. */
    async function findToken(tenantId: string, token: string, purpose: NewsletterTokenPurpose) {
      return db
        .selectFrom('newsletter_tokens as t')
        .innerJoin('newsletter_subscribers as s', (join) =>
          join.onRef('s.tenant_id', '=', 't.tenant_id').onRef('s.email', '=', 't.email'),
        )
        .select(['t.token_hash', 't.email', 't.expires_at', 't.used_at', 's.status'])
        .where('t.token_hash', '=', hashToken(token))
        .where('t.tenant_id', '=', tenantId)
        .where('t.purpose', '=', purpose)
        .forUpdate()
        .executeTakeFirst();
    }

    /** A followed link's effect: the address's new status, and the link spent. */
    async function followLink(
      tenantId: string,
      found: { email: string; token_hash: string },
      now: Date,
      subscriber: Updateable<NewsletterSubscribersTable>,
    ) {
      await db
        .updateTable('newsletter_subscribers')
        .set(subscriber)
        .where('tenant_id', '=', tenantId)
        .where('email', '=', found.email)
        .execute();
      await db
        .updateTable('newsletter_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', found.token_hash)
        .execute();
    }

    const repository: NewsletterRepository = {
      async signUp(tenantId, rawEmail) {
        const email = rawEmail.toLowerCase();
        const now = app.clock.now();
        await db
          .insertInto('newsletter_subscribers')
          .values({ tenant_id: tenantId, email, status: 'pending', created_at: now })
          .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
          .execute();
        // Locked: two sign-ups of one address at once send one mail.
        const row = await db
          .selectFrom('newsletter_subscribers')
          .select(['status', 'confirm_sent_at'])
          .where('tenant_id', '=', tenantId)
          .where('email', '=', email)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.status === 'confirmed') return undefined;
        if (
          row.confirm_sent_at &&
          now.getTime() - new Date(row.confirm_sent_at).getTime() < RESEND_AFTER_MS
        )
          return undefined;
        await db
          .updateTable('newsletter_subscribers')
          .set({ confirm_sent_at: now })
          .where('tenant_id', '=', tenantId)
          .where('email', '=', email)
          .execute();
        return {
          confirm: await issue(tenantId, email, 'confirm', now),
          unsubscribe: await issue(tenantId, email, 'unsubscribe', now),
        };
      },

      confirm: (tenantId, token) =>
        app.transaction(async () => {
          const now = app.clock.now();
          const found = await findToken(tenantId, token, 'confirm');
          if (!found) return 'invalid';
          if (found.status === 'confirmed') return 'already-confirmed';
          // A link already followed does not bring back an address that has since left.
          if (found.used_at) return 'invalid';
          if (found.expires_at && new Date(found.expires_at) <= now) return 'expired';
          await followLink(tenantId, found, now, {
            status: 'confirmed',
            confirmed_at: now,
            unsubscribed_at: null,
          });
          return 'confirmed';
        }),

      unsubscribe: (tenantId, token) =>
        app.transaction(async () => {
          const now = app.clock.now();
          const found = await findToken(tenantId, token, 'unsubscribe');
          if (!found) return 'invalid';
          if (found.status === 'unsubscribed') return 'already-unsubscribed';
          await followLink(tenantId, found, now, { status: 'unsubscribed', unsubscribed_at: now });
          return 'unsubscribed';
        }),

      async importConfirmed(tenantId, rawEmail) {
        const now = app.clock.now();
        const result = await db
          .insertInto('newsletter_subscribers')
          .values({
            tenant_id: tenantId,
            email: rawEmail.toLowerCase(),
            status: 'confirmed',
            created_at: now,
            confirmed_at: now,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      },

      issueUnsubscribeToken: (tenantId, email) =>
        issue(tenantId, email.toLowerCase(), 'unsubscribe', app.clock.now()),

      async issueUnsubscribeTokens(tenantId, emails) {
        const now = app.clock.now();
        const tokens = new Map(emails.map((email) => [email.toLowerCase(), newToken()]));
        if (tokens.size === 0) return tokens;
        await db
          .insertInto('newsletter_tokens')
          .values(
            [...tokens].map(([email, token]) => ({
              token_hash: hashToken(token),
              tenant_id: tenantId,
              email,
              purpose: 'unsubscribe' as const,
              created_at: now,
              expires_at: null,
              used_at: null,
            })),
          )
          .execute();
        return tokens;
      },

      async recipients(tenantId) {
        const rows = await db
          .selectFrom('newsletter_subscribers')
          .select('email')
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'confirmed')
          .orderBy('email')
          .execute();
        return rows.map((row) => row.email);
      },

      async deleteExpiredPending(now) {
        const result = await db
          .deleteFrom('newsletter_subscribers')
          .where('status', '=', 'pending')
          .where(
            sql<boolean>`confirm_sent_at <= ${new Date(now.getTime() - CONFIRM_TTL_MS - EXPIRED_PENDING_KEPT_MS)}`,
          )
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      },
    };
    app.decorate('newsletterRepository', repository);
  },
  { name: 'newsletter-repository', dependencies: ['database'] },
);
