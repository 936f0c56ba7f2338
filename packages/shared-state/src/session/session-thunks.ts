import type { LoginReply } from '@agency/contract';
import type { SessionUser } from '../types';
import { attachedApi, type AppThunk } from '../store/store';
import { sessionSlice } from './session-slice';
import { clearSession, readToken, writeSession, writeUser } from './storage';

/** Stores the token and user under their localStorage keys, then marks the session logged in. */
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
    // Replies cached as a visitor are refetched as the user (none when no api is loaded yet).
    const api = attachedApi();
    if (api) dispatch(api.util.invalidateTags(['Profile', 'MyActivity', 'Post']));
  };
}

/** Revokes the token on the server (best effort), clears both keys and every cached reply. */
export function logOut(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { loadApi }) => {
    if (readToken()) {
      try {
        const { sessionApi } = await loadApi();
        await dispatch(
          sessionApi.endpoints.sessionLogout.initiate(undefined, { track: false }),
        ).unwrap();
      } catch {
        // A failed revoke (or api code that cannot be fetched) must not keep the visitor
        // logged in on this device.
      }
    }
    dispatch(endSession());
  };
}

/** Ends the session on this device without asking the server: clears both keys and every
 * cached reply. For a token the server no longer accepts (a 401), where a revoke is moot; a
 * visitor who signs out goes through logOut(). */
export function endSession(): AppThunk {
  return (dispatch) => {
    clearSession();
    dispatch(sessionSlice.actions.loggedOut());
    const api = attachedApi();
    if (api) dispatch(api.util.resetApiState());
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
