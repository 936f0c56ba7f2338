import type { RootState, SessionUser } from '@agency/shared-state';
import type { UserProfile } from '@agency/contract';

/** A User and the SuperAdmin, as the api's profile reply gives them and a login stores them. */
export const sessionUserFixture: UserProfile = {
  id: 'u-1',
  username: 'jordan',
  email: 'jordan@example.com',
  role: 'User',
};
export const adminUserFixture: UserProfile = {
  id: 'u-admin',
  username: 'admin',
  email: 'admin@example.com',
  role: 'SuperAdmin',
};

/** Puts a session in localStorage as a real login does, so makeStore() restores it and
 * requests carry the bearer token: under the keys `token` and `user`, which
 * @agency/shared-state keeps to itself (its session tests pin the same names). */
export function storeSession(user: SessionUser = sessionUserFixture, token = 'test-token'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** Preloaded state for a logged-in session (pair with storeSession for the token). */
export function loggedInState(user: SessionUser = sessionUserFixture): Partial<RootState> {
  return { session: { user, isLoggedIn: true } };
}
