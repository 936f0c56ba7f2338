import type { RouteObject } from '@agency/shared-state';
import { paths, RequireAuth, RequireSuperAdmin } from '@agency/shared-state';
import { accountPaths } from './paths';

/** The account remote's one exposed module: its routes, each page loaded on first visit. */
const routes: RouteObject[] = [
  {
    path: paths.account,
    lazy: async () => ({ Component: (await import('./pages/account')).default }),
  },
  // The verified page's Go to Login lands here: the same screen, in login mode.
  {
    path: accountPaths.login,
    lazy: async () => ({ Component: (await import('./pages/account')).default }),
  },
  {
    path: accountPaths.verify,
    lazy: async () => ({ Component: (await import('./pages/verify')).default }),
  },
  {
    path: accountPaths.verifiedSuccess,
    lazy: async () => ({ Component: (await import('./pages/verified-success')).default }),
  },
  {
    path: accountPaths.forgotPassword,
    lazy: async () => ({ Component: (await import('./pages/forgot-password')).default }),
  },
  {
    path: accountPaths.resetPassword,
    lazy: async () => ({ Component: (await import('./pages/reset-password')).default }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.userProfile,
        lazy: async () => {
          const { default: ProfilePage } = await import('./pages/profile');
          return { element: <ProfilePage variant="user" /> };
        },
      },
    ],
  },
  {
    element: <RequireSuperAdmin />,
    children: [
      {
        path: paths.adminProfile,
        lazy: async () => {
          const { default: ProfilePage } = await import('./pages/profile');
          return { element: <ProfilePage variant="admin" /> };
        },
      },
    ],
  },
];

export default routes;
