import { screen, waitFor, within } from '@testing-library/react';
import { blogPostPath, paths, selectIsLoggedIn, selectUser } from '@agency/shared-state';
import type { UserProfile } from '@agency/contract';
import { delay, http, HttpResponse } from 'msw';
import {
  apiRoute,
  loggedInState,
  renderWithProviders,
  sentRequests,
  server,
  storeSession,
} from '@agency/testing';
import routes from '../routes';
import {
  admin,
  dashboardHandlers,
  LIKED_POSTS,
  likedPosts,
  MY_COMMENTS,
  myComments,
  INBOX_SUMMARY,
  PROFILE,
  user,
} from '../test/fixtures';

const LOGOUT = apiRoute('/users/:tenant/logout');
const CHANGE_PASSWORD = apiRoute('/users/:tenant/change-password');

beforeEach(() => localStorage.clear());

/** Opens a profile route with a stored session for `who`, as after a real login. */
function openProfile(route: string, who: UserProfile = user) {
  storeSession(who, `token-of-${who.username}`);
  return renderWithProviders(null, { routes, route, preloadedState: loggedInState(who) });
}

describe('loading', () => {
  it("shows 'Loading profile...', then the dashboard with the user's data, sending the bearer token", async () => {
    server.use(
      http.get(PROFILE, async () => {
        await delay(80);
        return HttpResponse.json(user);
      }),
      ...dashboardHandlers(user),
    );
    openProfile(paths.userProfile);
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();

    const overview = await screen.findByRole('region', { name: 'Welcome back, jordan!' });
    expect(within(overview).getByText('jordan@example.com')).toBeInTheDocument();
    expect(within(overview).getByText('User')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    const profileCall = sentRequests('GET', PROFILE)[0];
    expect(profileCall?.url.pathname).toBe('/api/v1/users/revline/profile');
    expect(profileCall?.headers.get('authorization')).toBe('Bearer token-of-jordan');
  });

  it('shows the sample figures, Metric Minute and Resources', async () => {
    server.use(...dashboardHandlers(user));
    openProfile(paths.userProfile);
    const stats = await screen.findByRole('region', { name: 'Performance this month' });
    for (const [label, value] of [
      ['Leads generated', '320'],
      ['Conversion rate', '2.4%'],
      ['Total revenue', '$15,500'],
    ] as const) {
      expect(within(stats).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    const metric = screen.getByRole('region', { name: 'Metric Minute' });
    expect(within(metric).getByText('Website Traffic').nextElementSibling).toHaveTextContent(
      '5k visits/day',
    );
    expect(within(metric).getByText('Ad Spend').nextElementSibling).toHaveTextContent('$3,200');
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(resources).toHaveTextContent(/Webinar\s*Advanced SEO\s*Sep 20 2024/);
    expect(resources).toHaveTextContent(/Class\s*Social Media Strategy\s*Oct 05 2024/);
  });

  it('lists My Comments and Blogs I Liked from the api, each linking to its post', async () => {
    server.use(...dashboardHandlers(user));
    openProfile(paths.userProfile);
    const comments = await screen.findByRole('region', { name: 'My Comments' });
    const first = await within(comments).findByRole('link', { name: 'What is SEO?' });
    expect(first).toHaveAttribute('href', blogPostPath(myComments[0]!.blogId));
    expect(within(comments).getByText('Great primer, thanks!')).toBeInTheDocument();
    expect(within(comments).getByRole('link', { name: 'Reviews that sell' })).toHaveAttribute(
      'href',
      blogPostPath('p-2'),
    );
    const liked = screen.getByRole('region', { name: 'Blogs I Liked' });
    expect(
      await within(liked).findByRole('link', { name: 'Local search in 2025' }),
    ).toHaveAttribute('href', blogPostPath(likedPosts[0]!.id));
    expect(sentRequests('GET', MY_COMMENTS)[0]?.headers.get('authorization')).toBe(
      'Bearer token-of-jordan',
    );
  });

  it('says so when the lists are empty, and offers Retry when they fail', async () => {
    server.use(
      http.get(MY_COMMENTS, () => HttpResponse.json([])),
      http.get(LIKED_POSTS, () => HttpResponse.json({}, { status: 500 })),
      ...dashboardHandlers(user),
    );
    const { user: actor } = openProfile(paths.userProfile);
    const comments = await screen.findByRole('region', { name: 'My Comments' });
    expect(await within(comments).findByText(/You have not commented yet\./)).toBeInTheDocument();
    const liked = screen.getByRole('region', { name: 'Blogs I Liked' });
    expect(await within(liked).findByRole('alert')).toHaveTextContent(
      'Failed to load the posts you liked.',
    );

    server.use(http.get(LIKED_POSTS, () => HttpResponse.json(likedPosts)));
    await actor.click(within(liked).getByRole('button', { name: 'Retry' }));
    expect(
      await within(liked).findByRole('link', { name: 'Local search in 2025' }),
    ).toBeInTheDocument();
  });
});

describe('load errors', () => {
  it("without a stored token: 'Unauthorized access. Please log in.' on /account, and the session is cleared", async () => {
    server.use(...dashboardHandlers(user));
    const { router, store } = renderWithProviders(null, {
      routes,
      route: paths.userProfile,
      preloadedState: loggedInState(user),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unauthorized access. Please log in.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthorized access. Please log in.');
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(sentRequests()).toHaveLength(0);
  });

  it("on a 401 (expired or revoked token): 'Unauthorized access. Please log in again.' on /account, storage and session cleared, no logout call", async () => {
    server.use(
      http.get(PROFILE, () =>
        HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 }),
      ),
      ...dashboardHandlers(user),
    );
    const { router, store } = openProfile(paths.userProfile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unauthorized access. Please log in again.',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(selectUser(store.getState())).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sentRequests('POST', LOGOUT)).toHaveLength(0);
  });

  it.each([
    [
      'an error reply',
      () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
      'Failed to load profile data.',
    ],
    ['a 200 without data', () => HttpResponse.json({}), 'Failed to load profile data.'],
    ['no reply', () => HttpResponse.error(), 'Failed to load profile data. Please try again.'],
  ])(
    'on %s replaces the page with the catalogue text and offers Try again',
    async (_label, reply, expected) => {
      server.use(http.get(PROFILE, reply), ...dashboardHandlers(user));
      const { user: actor, router } = openProfile(paths.userProfile);
      expect(await screen.findByRole('alert')).toHaveTextContent(expected);
      expect(screen.getByRole('alert').textContent).toBe(expected);
      expect(screen.queryByRole('region', { name: /Welcome back/ })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/user/profile');

      server.use(http.get(PROFILE, () => HttpResponse.json(user)));
      await actor.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('region', { name: 'Welcome back, jordan!' }),
      ).toBeInTheDocument();
    },
  );
});

describe('edit profile', () => {
  it('edits username and email (no role on the base variant), closes edit mode and updates the session', async () => {
    const renamed = { ...user, username: 'jordan2', email: 'j2@example.com' };
    server.use(
      ...dashboardHandlers(user),
      http.put(PROFILE, async () => {
        await delay(80);
        return HttpResponse.json({ ...renamed, message: 'Profile updated.' });
      }),
    );
    const { user: actor, store } = openProfile(paths.userProfile);
    await actor.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).queryByLabelText('Role')).not.toBeInTheDocument();
    const username = within(form).getByLabelText('Username');
    expect(username).toHaveValue('jordan');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    await actor.clear(username);
    await actor.type(username, 'jordan2');
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    await actor.clear(within(form).getByLabelText('Email'));
    await actor.type(within(form).getByLabelText('Email'), 'j2@example.com');
    await actor.type(within(form).getByLabelText('Current password'), 'Correct-Horse-9');
    server.use(http.get(PROFILE, () => HttpResponse.json(renamed)));
    await actor.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();

    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await sentRequests('PUT', PROFILE)[0]?.json()).toEqual({
      username: 'jordan2',
      email: 'j2@example.com',
      password: 'Correct-Horse-9',
    });
    expect(selectUser(store.getState())).toMatchObject({
      username: 'jordan2',
      email: 'j2@example.com',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'jordan2' });
    expect(
      await screen.findByRole('region', { name: 'Welcome back, jordan2!' }),
    ).toBeInTheDocument();
  });

  it("on failure shows 'Failed to save profile data.' with the reason and keeps the edits", async () => {
    server.use(
      ...dashboardHandlers(user),
      http.put(PROFILE, () =>
        HttpResponse.json({ message: 'Username or email is already taken.' }, { status: 409 }),
      ),
    );
    const { user: actor } = openProfile(paths.userProfile);
    await actor.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await actor.clear(within(form).getByLabelText('Username'));
    await actor.type(within(form).getByLabelText('Username'), 'taken');
    await actor.click(within(form).getByRole('button', { name: 'Save Profile' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save profile data.');
    expect(alert).toHaveTextContent('Username or email is already taken.');
    expect(within(form).getByLabelText('Username')).toHaveValue('taken');
  });

  it('a new email asks for the current password before anything is sent, and shows the api’s refusal', async () => {
    server.use(
      ...dashboardHandlers(user),
      http.put(PROFILE, () =>
        HttpResponse.json({ message: 'Your password is incorrect.' }, { status: 400 }),
      ),
    );
    const { user: actor } = openProfile(paths.userProfile);
    await actor.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await actor.clear(within(form).getByLabelText('Email'));
    await actor.type(within(form).getByLabelText('Email'), 'new@example.com');
    const password = within(form).getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await actor.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(
      within(form).getByText('Enter your current password to change your e-mail address.'),
    ).toBeInTheDocument();
    expect(sentRequests('PUT', PROFILE)).toHaveLength(0);

    await actor.type(password, 'not-it');
    await actor.click(within(form).getByRole('button', { name: 'Save Profile' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Your password is incorrect.');
    expect(await sentRequests('PUT', PROFILE)[0]?.json()).toEqual({
      username: 'jordan',
      email: 'new@example.com',
      password: 'not-it',
    });

    // Back to the current address: the password field goes, and nothing asks for it.
    await actor.clear(within(form).getByLabelText('Email'));
    await actor.type(within(form).getByLabelText('Email'), user.email);
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('Cancel leaves edit mode without a call', async () => {
    server.use(...dashboardHandlers(user));
    const { user: actor } = openProfile(paths.userProfile);
    await actor.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await actor.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(sentRequests('PUT', PROFILE)).toHaveLength(0);
  });

  it('previews a chosen picture locally and never uploads it', async () => {
    server.use(
      ...dashboardHandlers(user),
      http.put(PROFILE, () => HttpResponse.json({ ...user, message: 'Profile updated.' })),
    );
    const created: string[] = [];
    URL.createObjectURL = jest.fn(() => {
      created.push(`blob:preview-${created.length}`);
      return created[created.length - 1]!;
    });
    URL.revokeObjectURL = jest.fn();
    const { user: actor } = openProfile(paths.userProfile);
    await actor.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const picture = screen.getByLabelText('Profile picture');
    expect(picture).toHaveAttribute('accept', 'image/*');
    await actor.upload(picture, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(
      await screen.findByRole('img', { name: 'Preview of your new profile picture' }),
    ).toHaveAttribute('src', 'blob:preview-0');
    await actor.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('Profile updated.');
    expect(
      sentRequests().every(
        (request) => !request.headers.get('content-type')?.startsWith('multipart/form-data'),
      ),
    ).toBe(true);
    expect(await sentRequests('PUT', PROFILE)[0]?.json()).toEqual({
      username: 'jordan',
      email: 'jordan@example.com',
    });
  });

  it('sends the role on the SuperAdmin variant', async () => {
    server.use(
      ...dashboardHandlers(admin),
      http.put(PROFILE, () => HttpResponse.json({ ...admin, message: 'Profile updated.' })),
    );
    const { user: actor } = openProfile(paths.adminProfile, admin);
    await actor.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const role = screen.getByLabelText('Role');
    expect(role).toHaveValue('SuperAdmin');
    await actor.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('Profile updated.');
    expect(await sentRequests('PUT', PROFILE)[0]?.json()).toEqual({
      username: 'admin',
      email: 'admin@example.com',
      role: 'SuperAdmin',
    });
  });
});

describe('change password', () => {
  it("sends old and new password, alerts 'Password changed successfully' and clears the fields", async () => {
    server.use(
      ...dashboardHandlers(user),
      http.post(CHANGE_PASSWORD, async () => {
        await delay(60);
        return HttpResponse.json({ message: 'Password changed successfully' });
      }),
    );
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user: actor } = openProfile(paths.userProfile);
    const section = await screen.findByRole('region', { name: 'Change Password' });
    const oldField = within(section).getByLabelText('Old Password');
    const newField = within(section).getByLabelText('New Password');
    expect(oldField).toHaveAttribute('autocomplete', 'current-password');
    expect(newField).toHaveAttribute('autocomplete', 'new-password');
    await actor.type(oldField, 'Old-pass-123');
    await actor.type(newField, 'New-pass-456');
    await actor.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(within(section).getByRole('button', { name: 'Changing...' })).toBeDisabled();

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Password changed successfully'));
    expect(oldField).toHaveValue('');
    expect(newField).toHaveValue('');
    expect(within(section).getByRole('status')).toHaveTextContent('Password changed successfully');
    expect(await sentRequests('POST', CHANGE_PASSWORD)[0]?.json()).toEqual({
      oldPassword: 'Old-pass-123',
      newPassword: 'New-pass-456',
    });
    // This session stays valid (the api signs out only the others): still logged in here.
    expect(localStorage.getItem('token')).toBe('token-of-jordan');
  });

  it("on failure shows 'Failed to change password.' with the reason and keeps the fields", async () => {
    server.use(
      ...dashboardHandlers(user),
      http.post(CHANGE_PASSWORD, () =>
        HttpResponse.json({ message: 'Your old password is incorrect.' }, { status: 400 }),
      ),
    );
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user: actor } = openProfile(paths.userProfile);
    const section = await screen.findByRole('region', { name: 'Change Password' });
    await actor.type(within(section).getByLabelText('Old Password'), 'wrong');
    await actor.type(within(section).getByLabelText('New Password'), 'New-pass-456');
    await actor.click(within(section).getByRole('button', { name: 'Change Password' }));

    const error = await within(section).findByRole('alert');
    expect(error).toHaveTextContent('Failed to change password.');
    expect(error).toHaveTextContent('Your old password is incorrect.');
    expect(within(section).getByLabelText('New Password')).toHaveValue('New-pass-456');
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('menu, links and variants', () => {
  it('has the profile menu; entries without a page are plainly not links; Sign out revokes the token and goes home', async () => {
    server.use(
      ...dashboardHandlers(user),
      http.post(LOGOUT, () => new HttpResponse(null, { status: 204 })),
    );
    const { user: actor, router, store } = openProfile(paths.userProfile);
    const menuButton = await screen.findByRole('button', { name: /^jordan\s*\(profile menu\)$/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await actor.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Your Profile' })).toBeInTheDocument();
    for (const label of ['Settings', 'Billing & Subscription', 'Advanced Settings']) {
      const item = screen.getByText(label);
      expect(item.closest('a, button')).toBeNull();
      expect(item).toHaveTextContent('Coming soon');
    }
    await actor.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await actor.click(menuButton);
    await actor.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    const [logout] = sentRequests('POST', LOGOUT);
    expect(logout?.headers.get('authorization')).toBe('Bearer token-of-jordan');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('links Book a Consultation to /consultation; tiles are not links for a User; no SuperAdmin button', async () => {
    server.use(...dashboardHandlers(user));
    openProfile(paths.userProfile);
    expect(await screen.findByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
      'href',
      paths.consultation,
    );
    const tiles = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(tiles).queryAllByRole('link')).toHaveLength(0);
    for (const title of [
      'Manage Campaigns',
      'Content Library',
      'View Analytics',
      'Schedule Emails',
      'Manage Ads',
      'Create Project',
    ]) {
      expect(within(tiles).getByText(title)).toBeInTheDocument();
    }
    expect(
      screen.queryByRole('link', { name: 'Go to SuperAdmin Profile' }),
    ).not.toBeInTheDocument();
  });

  it('a SuperAdmin on the base variant sees Go to SuperAdmin Profile, and Content Library and Schedule Emails links', async () => {
    server.use(...dashboardHandlers(admin));
    openProfile(paths.userProfile, admin);
    expect(await screen.findByRole('link', { name: 'Go to SuperAdmin Profile' })).toHaveAttribute(
      'href',
      paths.adminProfile,
    );
    const tiles = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(tiles).getByRole('link', { name: /Content Library/ })).toHaveAttribute(
      'href',
      paths.contentLibrary,
    );
    const schedule = within(tiles).getByRole('link', { name: /Schedule Emails/ });
    expect(schedule).toHaveAttribute('href', paths.newsletter);
    expect(schedule).not.toHaveTextContent('Coming soon');
    expect(within(tiles).getAllByText('Coming soon')).toHaveLength(4);
  });

  it('a SuperAdmin sees the inbox’s real figures and the New count beside Content Library', async () => {
    server.use(...dashboardHandlers(admin));
    openProfile(paths.adminProfile, admin);
    const stats = await screen.findByRole('region', { name: 'Performance this month' });
    expect(await within(stats).findByText('From your inbox')).toBeInTheDocument();
    const figures = within(stats)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.parentElement?.querySelector('dd')?.textContent]);
    expect(figures).toEqual([
      ['Leads this month', '12'],
      ['Job applications', '3'],
      ['Newsletter subscribers', '57'],
      ['Still new', '4'],
    ]);
    expect(stats).toHaveTextContent('9 last month');
    expect(within(stats).queryByText('320')).not.toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(tiles).getByRole('link', { name: /Content Library/ })).toHaveTextContent(
      '4 new leads',
    );
    expect(within(tiles).getByRole('link', { name: /Schedule Emails/ })).not.toHaveTextContent(
      'new leads',
    );
    expect(sentRequests('GET', INBOX_SUMMARY)[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('a User keeps the sample figures and the inbox is never asked', async () => {
    server.use(...dashboardHandlers(user));
    openProfile(paths.userProfile);
    const stats = await screen.findByRole('region', { name: 'Performance this month' });
    expect(within(stats).getByText('Sample figures')).toBeInTheDocument();
    expect(within(stats).getByText('320')).toBeInTheDocument();
    expect(sentRequests('GET', INBOX_SUMMARY)).toHaveLength(0);
  });

  it('the SuperAdmin variant has no Go to SuperAdmin Profile button', async () => {
    server.use(...dashboardHandlers(admin));
    openProfile(paths.adminProfile, admin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SuperAdmin Profile' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Go to SuperAdmin Profile' }),
    ).not.toBeInTheDocument();
  });

  it('a User who opens /superadmin/profile is sent to /user/profile', async () => {
    server.use(...dashboardHandlers(user));
    const { router } = openProfile(paths.adminProfile, user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/profile');
  });

  it('a visitor who opens /user/profile is sent to /account', async () => {
    const { router } = renderWithProviders(null, { routes, route: paths.userProfile });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('follows the server when the role changed elsewhere: a demoted admin moves to /user/profile', async () => {
    server.use(...dashboardHandlers({ ...admin, role: 'User' }));
    const { router, store } = openProfile(paths.adminProfile, admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
    expect(selectUser(store.getState())?.role).toBe('User');
  });
});
