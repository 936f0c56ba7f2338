import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isStaff } from '@agency/contract/permissions';
import type { SessionUser } from '../types';
import { readStoredUser, readToken } from './storage';

export interface SessionState {
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** False until localStorage has been read. A server-rendered page starts unrestored (the
   * server cannot see the browser's storage) and the browser restores it after hydration, so
   * the first browser render matches the server's HTML. Absent counts as restored. */
  restored?: boolean;
}

/** Restores the session from localStorage (`user` and `token`), so a reload stays signed in. */
export function restoreSession(): SessionState {
  const user = readStoredUser();
  const token = readToken();
  return user && token
    ? { user, isLoggedIn: true, restored: true }
    : { user: null, isLoggedIn: false, restored: true };
}

/** The session of a page rendered on the server: logged out, not yet restored. */
export const UNRESTORED_SESSION: SessionState = { user: null, isLoggedIn: false, restored: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: restoreSession,
  reducers: {
    /** Applies what restoreSession() read from localStorage (after hydration). */
    restored(_state, action: PayloadAction<SessionState>) {
      return { ...action.payload, restored: true };
    },
    loggedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.isLoggedIn = true;
      state.restored = true;
    },
    loggedOut(state) {
      state.user = null;
      state.isLoggedIn = false;
      state.restored = true;
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectRole: (state) => state.user?.role ?? null,
    selectIsSuperAdmin: (state) => state.user?.role === 'SuperAdmin',
    /** The site's staff (SuperAdmin, Editor, Author): they open the admin screens. */
    selectIsStaff: (state) => isStaff(state.user?.role),
    // A state preloaded without the flag (tests, older snapshots) counts as restored.
    selectSessionRestored: (state) => state.restored !== false,
  },
});

export const {
  selectUser,
  selectIsLoggedIn,
  selectRole,
  selectIsSuperAdmin,
  selectIsStaff,
  selectSessionRestored,
} = sessionSlice.selectors;
