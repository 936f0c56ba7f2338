import { screen, waitFor } from '@testing-library/react';
import { paths, selectUser } from '@agency/shared-state';
import { http, HttpResponse } from 'msw';
import { apiRoute, renderWithProviders, sentRequests, server } from '@agency/testing';
import routes from '../routes';
import { messages } from '../content/messages';
import { admin, dashboardHandlers } from '../test/fixtures';

const LOGIN = apiRoute('/users/:tenant/login');
const CODE = apiRoute('/users/:tenant/login/two-factor');
const UNLOCK = apiRoute('/users/:tenant/two-factor/unlock');
const WRONG = 'That code is not valid, or the sign-in took too long. Please try again.';

const challenge = {
  twoFactorRequired: true,
  challenge: 'signed-challenge',
  expiresInSeconds: 300,
  message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
};
const session = { token: 'token-of-admin', ...admin, message: 'Logged in successfully!' };

beforeEach(() => localStorage.clear());

async function passwordStep() {
  const rendered = renderWithProviders(null, { routes, route: '/account' });
  const { user: actor } = rendered;
  await actor.type(await screen.findByLabelText('Username'), admin.username);
  await actor.type(screen.getByLabelText('Password'), 'Admin-pass-1');
  await actor.click(screen.getByRole('button', { name: 'Log in' }));
  return rendered;
}

describe('the code step of a two-factor sign-in', () => {
  it('asks for the code after the password, stores nothing until it passes, then opens the admin profile', async () => {
    server.use(
      ...dashboardHandlers(admin),
      http.post(LOGIN, () => HttpResponse.json(challenge)),
      http.post(CODE, () => HttpResponse.json(session)),
    );
    const { user: actor, router, store } = await passwordStep();

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(challenge.message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(selectUser(store.getState())).toBeNull();

    await actor.type(code, '123456');
    await actor.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Logged in successfully!');
    expect(router.state.location.pathname).toBe(paths.adminProfile);
    const [sent] = sentRequests('POST', CODE);
    expect(await sent?.json()).toEqual({ challenge: 'signed-challenge', code: '123456' });
    expect(localStorage.getItem('token')).toBe('token-of-admin');
  });

  it('says a wrong code is wrong, clears it and lets the user try again', async () => {
    let calls = 0;
    server.use(
      ...dashboardHandlers(admin),
      http.post(LOGIN, () => HttpResponse.json(challenge)),
      http.post(CODE, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: WRONG }, { status: 401 })
          : HttpResponse.json(session);
      }),
    );
    const { user: actor, router } = await passwordStep();
    const code = await screen.findByLabelText('Authentication code');
    await actor.type(code, '000000');
    await actor.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(localStorage.getItem('token')).toBeNull();

    await actor.type(code, 'k7mq2-x9rtp');
    await actor.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Logged in successfully!');
    expect(router.state.location.pathname).toBe(paths.adminProfile);
  });

  it('shows the lock clearly when the code step is locked, with no field to guess in', async () => {
    const locked =
      "Sign-in codes for this account are locked after 10 wrong codes in a row. We have e-mailed the account's owner a link that unlocks them; otherwise they open again in 60 minutes.";
    server.use(
      http.post(LOGIN, () => HttpResponse.json(challenge)),
      http.post(CODE, () =>
        HttpResponse.json({ message: locked }, { status: 423, headers: { 'Retry-After': '3600' } }),
      ),
    );
    const { user: actor } = await passwordStep();
    await actor.type(await screen.findByLabelText('Authentication code'), '123456');
    await actor.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.codeStepLocked)).toBeInTheDocument();
    expect(screen.getByText(locked)).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await actor.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('requires a code before sending, and Cancel goes back to the password', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json(challenge)));
    const { user: actor } = await passwordStep();
    await actor.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
      expect.stringContaining(messages.codeRequired),
    );
    expect(sentRequests('POST', CODE)).toHaveLength(0);
    await actor.click(screen.getByRole('button', { name: 'Cancel and start again' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Username')).toHaveValue(admin.username);
  });

  it('takes a SuperAdmin who must still enrol to the Security page', async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ ...session, twoFactorSetupRequired: true })),
    );
    const { router } = await passwordStep();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminSecurity));
    expect(localStorage.getItem('token')).toBe('token-of-admin');
  });
});

describe('the unlock link of a locked code step', () => {
  it('opens the code step on a click, not on the visit, and says so', async () => {
    const unlocked = 'Sign-in codes are unlocked. You can sign in with your code again.';
    server.use(http.post(UNLOCK, () => HttpResponse.json({ message: unlocked })));
    const { user: actor } = renderWithProviders(null, {
      routes,
      route: '/login?unlock=token-from-mail&tenantId=revline',
    });
    expect(await screen.findByText(messages.unlockIntro)).toBeInTheDocument();
    expect(sentRequests('POST', UNLOCK)).toHaveLength(0);
    await actor.click(screen.getByRole('button', { name: 'Unlock sign-in codes' }));
    expect(await screen.findByText(unlocked)).toBeInTheDocument();
    const [sent] = sentRequests('POST', UNLOCK);
    expect(await sent?.json()).toEqual({ token: 'token-from-mail' });
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('says when the link no longer works', async () => {
    const stale = 'This unlock link is invalid, already used, or no longer needed.';
    server.use(http.post(UNLOCK, () => HttpResponse.json({ message: stale }, { status: 400 })));
    const { user: actor } = renderWithProviders(null, { routes, route: '/login?unlock=old' });
    await actor.click(await screen.findByRole('button', { name: 'Unlock sign-in codes' }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
  });
});
