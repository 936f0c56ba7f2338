import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Sent to the client once; only the hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new token of a user's that lasts `ttlMs` from `now`: the token, which only its holder ever
 * sees, and the columns that keep it by its hash (a session, a one-time link).
 */
export function userToken(tenantId: string, userId: string, now: Date, ttlMs: number) {
  const token = newToken();
  return {
    token,
    columns: {
      token_hash: hashToken(token),
      tenant_id: tenantId,
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
    },
  };
}
