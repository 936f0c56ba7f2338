import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { apiRoute, renderWithProviders, sentRequests, server } from '@agency/testing';
import routes from '../routes';
import { messages } from '../content/messages';

/** The tenant and token come from the reset link. */
const RESET_PASSWORD = apiRoute('/users/:tenantId/reset-password/:token');

const open = (route = '/user/reset-password?token=reset-tok&tenantId=link-tenant') =>
  renderWithProviders(null, { routes, route });

async function fill(user: ReturnType<typeof open>['user'], password: string, confirm: string) {
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

it.each([
  '/user/reset-password',
  '/user/reset-password?token=abc',
  '/user/reset-password?tenantId=revline',
])(
  'a link without token or tenantId (%s) shows the invalid-link text and no form',
  async (route) => {
    open(route);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid reset link. Please check the URL or contact support.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/user/forgot-password',
    );
  },
);

it('requires both fields and says "Passwords do not match!" before any call', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
  expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
    /New password is required\./,
  );
  expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
    messages.confirmNewPasswordRequired,
  );

  await fill(user, 'New-pass-123', 'New-pass-124');
  const confirm = screen.getByLabelText('Confirm New Password');
  expect(confirm).toHaveAttribute('aria-invalid', 'true');
  expect(confirm).toHaveAccessibleDescription('Passwords do not match!');
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match!');
  expect(sentRequests()).toHaveLength(0);
});

it("posts the password to the link's tenant with the link's token, then goes to /account with the success text", async () => {
  server.use(
    http.post(RESET_PASSWORD, async () => {
      await delay(120);
      return HttpResponse.json({ message: 'ok' });
    }),
  );
  const { user, router } = open();
  expect(await screen.findByLabelText('New Password')).toHaveAttribute(
    'autocomplete',
    'new-password',
  );
  await fill(user, 'New-pass-123', 'New-pass-123');
  expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();

  expect(await screen.findByText('Your password has been successfully reset!')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/account');
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  const [call] = sentRequests();
  expect(call?.url.pathname).toBe('/api/v1/users/link-tenant/reset-password/reset-tok');
  expect(await call?.json()).toEqual({ password: 'New-pass-123' });
});

it('on failure shows the failure text with the reason, and Try again brings the form back', async () => {
  server.use(
    http.post(RESET_PASSWORD, () =>
      HttpResponse.json(
        { message: 'This password reset link is invalid, already used or expired.' },
        { status: 400 },
      ),
    ),
  );
  const { user, router } = open();
  await fill(user, 'New-pass-123', 'New-pass-123');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to reset password. Please try again or contact support.');
  expect(alert).toHaveTextContent('This password reset link is invalid, already used or expired.');
  expect(router.state.location.pathname).toBe('/user/reset-password');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByLabelText('New Password')).toHaveValue('New-pass-123');
  expect(screen.getByLabelText('New Password')).toHaveFocus();
});
