import { isStaff } from '@agency/contract/permissions';
import type { SessionUser } from '../types';

/** The session's localStorage keys; private to this module, so every read and write of the
 * session goes through these helpers and the session thunks. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

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

/** Whether this browser holds a SuperAdmin's session. */
export function readStoredSuperAdmin(): boolean {
  return !!readToken() && readStoredUser()?.role === 'SuperAdmin';
}

/** Whether this browser holds a session of the site's staff (decides, before the first render,
 * whether the admin remote may be fetched). */
export function readStoredStaff(): boolean {
  return !!readToken() && isStaff(readStoredUser()?.role);
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
