import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../paths';
import { selectIsLoggedIn, selectRole, selectSessionRestored } from '../session/session-slice';
import { SessionPending } from './session-pending';
import { useAppSelector } from '../store/hooks';

/** Layout route for pages that need a logged-in user: others go to /account. Until the
 * session is read (a server-rendered page before hydration) it shows a neutral pending state. */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const location = useLocation();
  if (!restored) return <SessionPending />;
  if (!isLoggedIn)
    return <Navigate to={paths.account} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Layout route for SuperAdmin pages: logged-out visitors go to /account, other roles to
 * /user/profile, their own page, rather than to a refusal. */
export function RequireSuperAdmin() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const role = useAppSelector(selectRole);
  const restored = useAppSelector(selectSessionRestored);
  const location = useLocation();
  if (!restored) return <SessionPending />;
  if (!isLoggedIn)
    return <Navigate to={paths.account} replace state={{ from: location.pathname }} />;
  if (role !== 'SuperAdmin') return <Navigate to={paths.userProfile} replace />;
  return <Outlet />;
}
