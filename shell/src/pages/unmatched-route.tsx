import { useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  paths,
  selectIsLoggedIn,
  selectIsStaff,
  selectSessionRestored,
  SessionPending,
  useAppSelector,
} from '@agency/shared-state';
import { getRemoteStatus, subscribeRemoteStatus } from '../remotes/remote-loader';
import { remoteForPath, remoteNeedsSuperAdmin } from '../remotes/remote-registry';
import { NotFoundPage } from './not-found';
import { RemoteUnavailable } from './remote-unavailable';

/** The catch-all route. Admin paths wait for the session, then send anyone but the staff away before the
 * admin remote is fetched;
 * a path of a remote that failed to load shows its unavailable message; any other unmatched
 * path is the 404 page. */
export function UnmatchedRoute() {
  const { pathname } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isStaff = useAppSelector(selectIsStaff);
  const restored = useAppSelector(selectSessionRestored);
  const remote = remoteForPath(pathname);
  // The browser settles the first remote before hydrating, so its status is the same on the
  // hydration render as afterwards; the server never loads remotes through this loader.
  const readStatus = () => (remote ? getRemoteStatus(remote).state : 'idle');
  const status = useSyncExternalStore(subscribeRemoteStatus, readStatus, readStatus);
  if (remote && remoteNeedsSuperAdmin(remote) && !restored) return <SessionPending />;
  if (remote && remoteNeedsSuperAdmin(remote) && !isStaff) {
    return <Navigate to={isLoggedIn ? paths.userProfile : paths.account} replace />;
  }
  if (remote && status === 'failed') return <RemoteUnavailable remote={remote} />;
  if (remote && status === 'loading') return <p aria-busy="true">Loading…</p>;
  return <NotFoundPage />;
}
