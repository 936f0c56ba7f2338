import { screen, within } from '@testing-library/react';
import { getSiteConfig, selectUser } from '@agency/shared-state';
import { delay, http, HttpResponse } from 'msw';
import { apiRoute, renderWithProviders, sentRequests, server } from '@agency/testing';
import routes from '../routes';
import { messages } from '../content/messages';
import { admin, dashboardHandlers, user } from '../test/fixtures';

const LOGIN = apiRoute('/users/:tenant/login');
const REGISTER = apiRoute('/users/:tenant/register');

beforeEach(() => localStorage.clear());

function openAccount(route = '/account') {
  return renderWithProviders(null, { routes, route });
}

const loginReply = (who = user) => ({
  token: `token-of-${who.username}`,
  ...who,
  message: 'Logged in successfully!',
});

describe('login', () => {
  it('requires username and password, tying each error to its field, and sends nothing', async () => {
    const { user: actor } = openAccount();
    await actor.click(await screen.findByRole('button', { name: 'Log in' }));

    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(messages.usernameRequired);
    expect(password).toHaveAccessibleDescription(messages.passwordRequired);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      messages.usernameRequired,
      messages.passwordRequired,
    ]);
    expect(username).toHaveFocus();
    expect(sentRequests()).toHaveLength(0);
  });

  it('has the autocomplete attributes password managers need', async () => {
    openAccount();
    expect(await screen.findByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('logs a User in: sends the credentials with the brand as tenant, stores token and user, and opens /user/profile', async () => {
    server.use(
      ...dashboardHandlers(user),
      http.post(LOGIN, () => HttpResponse.json(loginReply(user))),
    );
    const { user: actor, router, store } = openAccount();
    await actor.type(await screen.findByLabelText('Username'), 'jordan');
    await actor.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await actor.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByText('Logged in successfully!');
    expect(router.state.location.pathname).toBe('/user/profile');
    const [login] = sentRequests('POST', LOGIN);
    expect(login?.url.pathname).toBe(`/api/v1/users/${getSiteConfig().tenantId}/login`);
    expect(await login?.json()).toEqual({
      username: 'jordan',
      password: 'Secret-pass-1',
      email: '',
      tenant: getSiteConfig().brandName,
    });
    expect(localStorage.getItem('token')).toBe('token-of-jordan');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      id: 'u-1',
      username: 'jordan',
      email: 'jordan@example.com',
      role: 'User',
    });
    expect(selectUser(store.getState())?.username).toBe('jordan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Profile' }),
    ).toBeInTheDocument();
  });

  it('sends a SuperAdmin to /superadmin/profile', async () => {
    server.use(
      ...dashboardHandlers(admin),
      http.post(LOGIN, () => HttpResponse.json(loginReply(admin))),
    );
    const { user: actor, router } = openAccount('/login');
    await actor.type(await screen.findByLabelText('Username'), 'admin');
    await actor.type(screen.getByLabelText('Password'), 'Admin-pass-1');
    await actor.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SuperAdmin Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin/profile');
  });

  it('reads "Logging in..." and locks the form while the call is out', async () => {
    server.use(
      ...dashboardHandlers(user),
      http.post(LOGIN, async () => {
        await delay(150);
        return HttpResponse.json(loginReply(user));
      }),
    );
    const { user: actor } = openAccount();
    await actor.type(await screen.findByLabelText('Username'), 'jordan');
    await actor.type(screen.getByLabelText('Password'), 'pw');
    await actor.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    await screen.findByText('Logged in successfully!');
  });

  it.each([
    [
      'the server message',
      () => HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 }),
      'Invalid username or password.',
    ],
    [
      '"An error occurred." for a reply without a message',
      () => HttpResponse.json({}, { status: 500 }),
      'An error occurred.',
    ],
    [
      'the no-response text when no reply came',
      () => HttpResponse.error(),
      'No response from the server. Please try again later.',
    ],
  ])('shows %s, keeping what was typed', async (_label, reply, expected) => {
    server.use(http.post(LOGIN, reply));
    const { user: actor, router } = openAccount();
    await actor.type(await screen.findByLabelText('Username'), 'jordan');
    await actor.type(screen.getByLabelText('Password'), 'wrong');
    await actor.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByLabelText('Username')).toHaveValue('jordan');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leads to /user/forgot-password from the Forgot Password button', async () => {
    const { user: actor, router } = openAccount();
    await actor.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/forgot-password');
  });
});

describe('register', () => {
  async function openRegister() {
    const rendered = openAccount();
    await rendered.user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    return rendered;
  }

  it('validates email and the password confirmation before any call', async () => {
    const { user: actor } = await openRegister();
    await actor.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailRequired);

    await actor.type(screen.getByLabelText('Username'), 'newbie');
    await actor.type(screen.getByLabelText('Email'), 'not-an-email');
    await actor.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await actor.type(screen.getByLabelText('Confirm Password'), 'Secret-pass-2');
    await actor.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailInvalid);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(sentRequests()).toHaveLength(0);
  });

  it('registers with username, password, email and the brand as tenant, then asks to verify the email', async () => {
    server.use(
      http.post(REGISTER, async () => {
        await delay(100);
        return HttpResponse.json({
          message: 'Registered successfully! Please verify your email before logging in.',
        });
      }),
    );
    const { user: actor } = await openRegister();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await actor.type(screen.getByLabelText('Username'), 'newbie');
    await actor.type(screen.getByLabelText('Email'), 'newbie@example.com');
    await actor.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await actor.type(screen.getByLabelText('Confirm Password'), 'Secret-pass-1');
    await actor.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registered successfully! Please verify your email before logging in.',
    );
    expect(await sentRequests('POST', REGISTER)[0]?.json()).toEqual({
      username: 'newbie',
      password: 'Secret-pass-1',
      email: 'newbie@example.com',
      tenant: getSiteConfig().brandName,
    });
    // Back in login mode with the username kept, ready for after the verification.
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Username')).toHaveValue('newbie');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message when the name is taken', async () => {
    server.use(
      http.post(REGISTER, () =>
        HttpResponse.json({ message: 'Username or email is already taken.' }, { status: 409 }),
      ),
    );
    const { user: actor } = await openRegister();
    await actor.type(screen.getByLabelText('Username'), 'jordan');
    await actor.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await actor.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await actor.type(screen.getByLabelText('Confirm Password'), 'Secret-pass-1');
    await actor.click(screen.getByRole('button', { name: 'Create account' }));

    const form = screen.getByRole('form', { name: 'Register' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Username or email is already taken.',
    );
    expect(within(form).getByLabelText('Email')).toHaveValue('jordan@example.com');
  });
});
