import type { SessionUser } from '../types';

/** The session's localStorage keys (the e2e helpers write them too); other code reads them only
 * through these helpers. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can throw when the browser blocks it; treat as empty.
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function readStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'username' in parsed) return parsed as SessionUser;
  } catch {
    // A corrupt value is treated as no session.
  }
  return null;
}

/** Whether this browser holds a SuperAdmin's session (decides, before the first render, whether
 * the admin remote may be fetched). */
export function readStoredSuperAdmin(): boolean {
  return !!readToken() && readStoredUser()?.role === 'SuperAdmin';
}

export function writeSession(user: SessionUser, token: string): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(USER_KEY, JSON.stringify(user));
}

export function writeUser(user: SessionUser): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
}
