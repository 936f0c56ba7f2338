import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Sent to the client once; only the hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
