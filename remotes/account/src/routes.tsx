import type { RouteObject } from 'shared-state';
import { paths, RequireAuth, RequireSuperAdmin } from 'shared-state';

/** The account remote's one exposed module: its routes, each page loaded on first visit. */
const routes: RouteObject[] = [
  { path: paths.account, lazy: async () => ({ Component: (await import('./pages/account')).default }) },
  // The verified page's Go to Login lands here: the same screen, in login mode.
  { path: paths.login, lazy: async () => ({ Component: (await import('./pages/account')).default }) },
  { path: paths.verify, lazy: async () => ({ Component: (await import('./pages/verify')).default }) },
  { path: paths.verifiedSuccess, lazy: async () => ({ Component: (await import('./pages/verified-success')).default }) },
  { path: paths.forgotPassword, lazy: async () => ({ Component: (await import('./pages/forgot-password')).default }) },
  { path: paths.resetPassword, lazy: async () => ({ Component: (await import('./pages/reset-password')).default }) },
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
