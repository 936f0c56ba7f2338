import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../paths';
import { isStaff } from '@agency/contract/permissions';
import { selectIsLoggedIn, selectRole, selectSessionRestored } from '../session/session-slice';
import { SessionPending } from './session-pending';
import { useAppSelector } from '../store/hooks';

/** What a guard shows before any role check: a neutral pending state until the session is read
 * (a server-rendered page before hydration), then /account for a logged-out visitor, with the
 * page they wanted to come back to; nothing once they are logged in. */
function useLoginGate(): ReactElement | null {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const location = useLocation();
  if (!restored) return <SessionPending />;
  if (!isLoggedIn)
    return <Navigate to={paths.account} replace state={{ from: location.pathname }} />;
  return null;
}

/** Layout route for pages that need a logged-in user: others go to /account. */
export function RequireAuth() {
  return useLoginGate() ?? <Outlet />;
}

/** Layout route for SuperAdmin pages: logged-out visitors go to /account, other roles to
 * /user/profile, their own page, rather than to a refusal. */
export function RequireSuperAdmin() {
  const gate = useLoginGate();
  const role = useAppSelector(selectRole);
  if (gate) return gate;
  if (role !== 'SuperAdmin') return <Navigate to={paths.userProfile} replace />;
  return <Outlet />;
}

/** Layout route for the staff's pages (SuperAdmin, Editor, Author): logged-out visitors go to
 * /account, a User to /user/profile. Which staff page a role may open is the page's to say. */
export function RequireStaff() {
  const gate = useLoginGate();
  const role = useAppSelector(selectRole);
  if (gate) return gate;
  if (!isStaff(role)) return <Navigate to={paths.userProfile} replace />;
  return <Outlet />;
}
