import type { RouteObject } from 'react-router-dom';
import { paths, RequireAuth, RequireSuperAdmin } from 'shared-state';

const page = (title: string): RouteObject['lazy'] => async () => {
  const { default: PlaceholderPage } = await import('./pages/placeholder-page');
  return { element: <PlaceholderPage title={title} /> };
};

const routes: RouteObject[] = [
  { path: paths.account, lazy: page('Account') },
  { path: paths.login, lazy: page('Account') },
  { path: paths.verify, lazy: page('Verify Your Account') },
  { path: paths.verifiedSuccess, lazy: page('Email Verified Successfully!') },
  { path: paths.forgotPassword, lazy: page('Reset Your Password') },
  { path: paths.resetPassword, lazy: page('Reset Password') },
  { element: <RequireAuth />, children: [{ path: paths.userProfile, lazy: page('Your Profile') }] },
  { element: <RequireSuperAdmin />, children: [{ path: paths.adminProfile, lazy: page('SuperAdmin Profile') }] },
];

export default routes;
