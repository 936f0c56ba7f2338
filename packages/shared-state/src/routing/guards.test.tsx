import { screen } from '@testing-library/react';
import { renderWithProviders } from '@agency/testing';
import { RequireAuth, RequireStaff, RequireSuperAdmin } from './guards';
import type { SessionUser } from '../types';

const user: SessionUser = { username: 'u', email: 'u@x.io', role: 'User' };
const admin: SessionUser = { username: 'a', email: 'a@x.io', role: 'SuperAdmin' };
const author: SessionUser = { username: 'w', email: 'w@x.io', role: 'Author' };

const routes = [
  { path: '/account', element: <h1>Account page</h1> },
  {
    element: <RequireAuth />,
    children: [{ path: '/user/profile', element: <h1>User profile</h1> }],
  },
  {
    element: <RequireSuperAdmin />,
    children: [{ path: '/superadmin/profile', element: <h1>Admin profile</h1> }],
  },
  {
    element: <RequireStaff />,
    children: [{ path: '/superadmin/content-library', element: <h1>Content library</h1> }],
  },
];

function session(who: SessionUser | null) {
  return { session: { user: who, isLoggedIn: who !== null } };
}

describe.each([
  ['a logged-out visitor', null, '/account', '/account', '/account'],
  ['a User', user, '/user/profile', '/user/profile', '/user/profile'],
  ['an Author', author, '/user/profile', '/user/profile', '/superadmin/content-library'],
  ['a SuperAdmin', admin, '/user/profile', '/superadmin/profile', '/superadmin/content-library'],
] as const)('guards for %s', (_label, who, userRouteLandsOn, adminRouteLandsOn, staffLandsOn) => {
  it.each([
    ['a protected route', '/user/profile', userRouteLandsOn],
    ['an admin route', '/superadmin/profile', adminRouteLandsOn],
    ['a staff route', '/superadmin/content-library', staffLandsOn],
  ])('%s (%s) lands on %s', async (_kind, route, landsOn) => {
    const { router } = renderWithProviders(null, { routes, route, preloadedState: session(who) });
    await screen.findByRole('heading');
    expect(router.state.location.pathname).toBe(landsOn);
  });
});
