import { http, HttpResponse } from 'msw';
import { apiRoute, sentRequests, server, loadApi } from '@agency/testing';
import { makeStore } from '../store/store';
import { endSession, logIn, logOut, updateSessionUser } from './session-thunks';

const LOGOUT = apiRoute('/users/:tenant/logout');

/** A store in which the user "bo" has just signed in with `token`. */
function signedInStore(token: string) {
  const store = makeStore(loadApi);
  store.dispatch(
    logIn({
      token,
      role: 'User',
      username: 'bo',
      email: 'bo@x.io',
      id: '8',
      message: 'Login successful',
    }),
  );
  return store;
}

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('starts logged out when storage is empty', () => {
    expect(makeStore(loadApi).getState().session).toEqual({
      user: null,
      isLoggedIn: false,
      restored: true,
    });
  });

  it('restores the session from localStorage keys "user" and "token" on load', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem(
      'user',
      JSON.stringify({ username: 'sam', email: 's@x.io', role: 'User' }),
    );
    expect(makeStore(loadApi).getState().session).toEqual({
      user: { username: 'sam', email: 's@x.io', role: 'User' },
      isLoggedIn: true,
      restored: true,
    });
  });

  it('treats a user without a token, or a corrupt user, as logged out', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ username: 'sam', email: 's@x.io', role: 'User' }),
    );
    expect(makeStore(loadApi).getState().session.isLoggedIn).toBe(false);
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{not json');
    expect(makeStore(loadApi).getState().session.isLoggedIn).toBe(false);
  });

  it('login stores the token under "token" and the user under "user"', () => {
    const store = makeStore(loadApi);
    store.dispatch(
      logIn({
        token: 'tok-1',
        role: 'SuperAdmin',
        username: 'ada',
        email: 'ada@x.io',
        id: '7',
        message: 'Login successful',
      }),
    );
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      username: 'ada',
      email: 'ada@x.io',
      role: 'SuperAdmin',
      id: '7',
    });
    expect(store.getState().session.isLoggedIn).toBe(true);
    expect(store.getState().session.user?.role).toBe('SuperAdmin');
  });

  it('logout revokes the token on the server and clears both keys', async () => {
    server.use(http.post(LOGOUT, () => new HttpResponse(null, { status: 204 })));
    const store = signedInStore('tok-2');
    await store.dispatch(logOut());
    const [call] = sentRequests('POST', LOGOUT);
    expect(call?.headers.get('authorization')).toBe('Bearer tok-2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().session).toEqual({ user: null, isLoggedIn: false, restored: true });
  });

  it('logout still clears the session when the server cannot be reached', async () => {
    server.use(http.post(LOGOUT, () => HttpResponse.error()));
    const store = signedInStore('tok-3');
    await store.dispatch(logOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.isLoggedIn).toBe(false);
  });

  it('endSession clears both keys and the session without asking the server', () => {
    const store = signedInStore('tok-4');
    store.dispatch(endSession());
    expect(sentRequests('POST', LOGOUT)).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().session).toEqual({ user: null, isLoggedIn: false, restored: true });
  });

  it('a profile edit updates the stored user', () => {
    const store = signedInStore('t');
    store.dispatch(updateSessionUser({ username: 'bobby' }));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').username).toBe('bobby');
    expect(store.getState().session.user?.username).toBe('bobby');
  });
});
