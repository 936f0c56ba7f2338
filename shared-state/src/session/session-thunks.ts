import type { LoginReply, SessionUser } from '../types';
import type { AppThunk } from '../store/store';
import { baseApi } from '../api/base-api';
import { sessionApi } from './session-api';
import { sessionSlice } from './session-slice';
import { clearSession, readToken, writeSession, writeUser } from './storage';

/** Stores the token and user under the spec's keys, then marks the session logged in. */
export function logIn(reply: LoginReply): AppThunk {
  return (dispatch) => {
    const user: SessionUser = {
      username: reply.username,
      email: reply.email,
      role: reply.role,
      id: reply.id,
    };
    writeSession(user, reply.token);
    dispatch(sessionSlice.actions.loggedIn(user));
    dispatch(baseApi.util.invalidateTags(['Profile', 'MyActivity', 'Post']));
  };
}

/** Revokes the token on the server (best effort), clears both keys and every cached reply. */
export function logOut(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (readToken()) {
      // A failed revoke must not keep the visitor logged in on this device.
      await dispatch(sessionApi.endpoints.sessionLogout.initiate())
        .unwrap()
        .catch(() => undefined);
    }
    clearSession();
    dispatch(sessionSlice.actions.loggedOut());
    dispatch(baseApi.util.resetApiState());
  };
}

/** Keeps the stored user in step after a profile edit. */
export function updateSessionUser(changes: Partial<SessionUser>): AppThunk {
  return (dispatch, getState) => {
    dispatch(sessionSlice.actions.userUpdated(changes));
    const user = getState().session.user;
    if (user) writeUser(user);
  };
}
