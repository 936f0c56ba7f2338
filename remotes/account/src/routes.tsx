import type { RouteObject } from '@agency/shared-state';
import { paths, RequireAuth, RequireSuperAdmin } from '@agency/shared-state';
import { lazyPage } from '@agency/ui/lazy-page';
import type { ProfileVariant } from './pages/profile';
import { accountPaths } from './paths';

/** The profile page at `path`: the user's own, or the SuperAdmin's with the role shown. */
const profilePage = (path: string, variant: ProfileVariant): RouteObject => ({
  path,
  lazy: async () => {
    const { default: ProfilePage } = await import('./pages/profile');
    return { element: <ProfilePage variant={variant} /> };
  },
});

/** The account remote's one exposed module: its routes, each page loaded on first visit. */
const routes: RouteObject[] = [
  lazyPage(paths.account, () => import('./pages/account')),
  // The verified page's Go to Login lands here: the same screen, in login mode.
  lazyPage(accountPaths.login, () => import('./pages/account')),
  lazyPage(accountPaths.verify, () => import('./pages/verify')),
  lazyPage(accountPaths.verifiedSuccess, () => import('./pages/verified-success')),
  lazyPage(accountPaths.forgotPassword, () => import('./pages/forgot-password')),
  lazyPage(accountPaths.resetPassword, () => import('./pages/reset-password')),
  lazyPage(accountPaths.undoEmailChange, () => import('./pages/undo-email-change')),
  { element: <RequireAuth />, children: [profilePage(paths.userProfile, 'user')] },
  { element: <RequireSuperAdmin />, children: [profilePage(paths.adminProfile, 'admin')] },
];

export default routes;
