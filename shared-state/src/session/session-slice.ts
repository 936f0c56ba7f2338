import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../types';
import { readStoredUser, readToken } from './storage';

export interface SessionState {
  user: SessionUser | null;
  isLoggedIn: boolean;
}

/** Restores the session from localStorage (`user` and `token`), as the spec says. */
export function restoreSession(): SessionState {
  const user = readStoredUser();
  const token = readToken();
  return user && token ? { user, isLoggedIn: true } : { user: null, isLoggedIn: false };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: restoreSession,
  reducers: {
    loggedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.isLoggedIn = true;
    },
    loggedOut(state) {
      state.user = null;
      state.isLoggedIn = false;
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
  },
});

export const { selectUser, selectIsLoggedIn, selectRole, selectIsSuperAdmin } = sessionSlice.selectors;
