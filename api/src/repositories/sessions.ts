import fp from 'fastify-plugin';
import { hashToken, userToken } from '../lib/tokens';
import type { Role } from '../db/schema';

/** The signed-in user a bearer token stands for. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  /** Hash of the bearer token that authenticated the request. */
  sessionHash: string;
  /** The session's public id (the session list's). */
  sessionId: string;
  /** The session passed a second factor at sign-in (or enrolled one). */
  twoFactor: boolean;
  /** When the session last proved the password or a code (sign-in, confirm); null: never. */
  reauthenticatedAt: Date | null;
}

/** Where and how a session signed in. */
export interface SessionOrigin {
  ip: string;
  userAgent: string | undefined;
  /** The sign-in passed a second factor. */
  twoFactor: boolean;
}

/** One signed-in session as its owner sees it in the list. */
export interface SessionSummary {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
  tokenHash: string;
}

/** A session's last use is written at most this often (not on every request). */
export const LAST_SEEN_EVERY_MS = 60_000;

/** How long a confirmation of the password or a code lets sensitive actions through. */
export const SUDO_WINDOW_MS = 10 * 60_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const STAFF_SESSION = { idleMs: 30 * MINUTE_MS, maxMs: 12 * HOUR_MS };

/**
 * How long a session lives, by its account's role: the staff's (SuperAdmin, Editor, Author)
 * ends after 30 minutes without a request and 12 hours after sign-in whatever happens; a User's
 * after 30 days without a request (and at SESSION_TTL_HOURS in all).
 */
export const SESSION_LIMITS: Record<Role, { idleMs: number; maxMs?: number }> = {
  SuperAdmin: STAFF_SESSION,
  Editor: STAFF_SESSION,
  Author: STAFF_SESSION,
  User: { idleMs: 30 * DAY_MS },
};

/** Whether a session of this role, made and last used then, is still alive now. */
function alive(
  role: Role,
  createdAt: Date | string,
  lastSeenAt: Date | string | null,
  now: Date,
): boolean {
  const { idleMs, maxMs } = SESSION_LIMITS[role];
  const created = new Date(createdAt).getTime();
  const lastUse = lastSeenAt ? new Date(lastSeenAt).getTime() : created;
  return (
    now.getTime() - lastUse < idleMs && (maxMs === undefined || now.getTime() - created < maxMs)
  );
}

/** Browsers send long user agents; the list needs the first part only. */
const USER_AGENT_MAX = 512;

export interface SessionsRepository {
  /** A new opaque token; only its hash is stored. */
  create(tenantId: string, userId: string, origin: SessionOrigin): Promise<string>;
  /**
   * The user behind a token of this tenant, if the token exists and has not expired. Notes the
   * use (time and address) when the last one is older than LAST_SEEN_EVERY_MS.
   */
  authenticate(tenantId: string, token: string, ip?: string): Promise<AuthUser | undefined>;
  /** The user's unexpired sessions, most recently used first. */
  list(tenantId: string, userId: string): Promise<SessionSummary[]>;
  revoke(tenantId: string, tokenHash: string): Promise<void>;
  /** Ends one session of the user by its public id; false when there is none. */
  revokeById(tenantId: string, userId: string, id: string): Promise<boolean>;
  /** Revokes every session of the user, except `keepHash` when given. */
  revokeAllForUser(tenantId: string, userId: string, keepHash?: string): Promise<void>;
  /** The session passed a second factor (an enrolment confirmed from it). */
  markTwoFactor(tenantId: string, tokenHash: string): Promise<void>;
  /** The session proved the password or a code now: sensitive actions pass for a while. */
  markConfirmed(tenantId: string, tokenHash: string): Promise<void>;
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
      async create(tenantId, userId, origin) {
        const now = app.clock.now();
        const { token, columns } = userToken(tenantId, userId, now, app.config.sessionTtlMs);
        await db
          .insertInto('sessions')
          .values({
            ...columns,
            last_seen_at: now,
            ip: origin.ip,
            user_agent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
            two_factor: origin.twoFactor,
            // Signing in is the freshest proof there is.
            reauthenticated_at: now,
          })
          .execute();
        return token;
      },

      async authenticate(tenantId, token, ip) {
        const tokenHash = hashToken(token);
        const now = app.clock.now();
        const row = await db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select([
            'users.id',
            'users.username',
            'users.email',
            'users.role',
            'sessions.id as sessionId',
            'sessions.two_factor',
            'sessions.created_at',
            'sessions.last_seen_at',
            'sessions.reauthenticated_at',
          ])
          .where('sessions.token_hash', '=', tokenHash)
          .where('sessions.tenant_id', '=', tenantId)
          .where('users.tenant_id', '=', tenantId)
          .where('sessions.expires_at', '>', now)
          .executeTakeFirst();
        if (!row) return undefined;
        if (!alive(row.role, row.created_at, row.last_seen_at, now)) {
          // Idle too long or too old: it ends for good, even if the limits change later.
          await repository.revoke(tenantId, tokenHash);
          return undefined;
        }
        const lastSeen = row.last_seen_at ? new Date(row.last_seen_at).getTime() : 0;
        if (now.getTime() - lastSeen >= LAST_SEEN_EVERY_MS) {
          await db
            .updateTable('sessions')
            .set({ last_seen_at: now, ...(ip && { ip }) })
            .where('token_hash', '=', tokenHash)
            .execute();
        }
        return {
          id: row.id,
          username: row.username,
          email: row.email,
          role: row.role,
          sessionHash: tokenHash,
          sessionId: row.sessionId,
          twoFactor: row.two_factor,
          reauthenticatedAt: row.reauthenticated_at ? new Date(row.reauthenticated_at) : null,
        };
      },

      async list(tenantId, userId) {
        const now = app.clock.now();
        const rows = await db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select([
            'sessions.id',
            'sessions.created_at',
            'sessions.last_seen_at',
            'sessions.ip',
            'sessions.user_agent',
            'sessions.token_hash',
            'users.role',
          ])
          .where('sessions.tenant_id', '=', tenantId)
          .where('sessions.user_id', '=', userId)
          .where('sessions.expires_at', '>', now)
          .execute();
        return rows
          .filter((row) => alive(row.role, row.created_at, row.last_seen_at, now))
          .map((row) => ({
            id: row.id,
            createdAt: new Date(row.created_at),
            lastSeenAt: new Date(row.last_seen_at ?? row.created_at),
            ip: row.ip,
            userAgent: row.user_agent,
            tokenHash: row.token_hash,
          }))
          .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
      },

      async revoke(tenantId, tokenHash) {
        await db
          .deleteFrom('sessions')
          .where('tenant_id', '=', tenantId)
          .where('token_hash', '=', tokenHash)
          .execute();
      },

      async revokeById(tenantId, userId, id) {
        const result = await db
          .deleteFrom('sessions')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      },

      async revokeAllForUser(tenantId, userId, keepHash) {
        let query = db
          .deleteFrom('sessions')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId);
        if (keepHash) query = query.where('token_hash', '!=', keepHash);
        await query.execute();
      },

      async markTwoFactor(tenantId, tokenHash) {
        await db
          .updateTable('sessions')
          .set({ two_factor: true })
          .where('tenant_id', '=', tenantId)
          .where('token_hash', '=', tokenHash)
          .execute();
      },

      async markConfirmed(tenantId, tokenHash) {
        await db
          .updateTable('sessions')
          .set({ reauthenticated_at: app.clock.now() })
          .where('tenant_id', '=', tenantId)
          .where('token_hash', '=', tokenHash)
          .execute();
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
