import { screen } from '@testing-library/react';
import { getSiteConfig } from '@agency/shared-state';
import { delay, http, HttpResponse } from 'msw';
import { apiRoute, renderWithProviders, sentRequests, server } from '@agency/testing';
import routes from '../routes';
import { messages } from '../content/messages';

/** The tenant (when the link names one) and the token come from the verification link. */
const VERIFY_EMAIL = apiRoute('/users/:tenantId/verify-email/:token');

const open = (route: string) => renderWithProviders(null, { routes, route });

it('prefills the token from the link, verifies it, then shows /verified-success with its texts', async () => {
  server.use(
    http.get(VERIFY_EMAIL, async () => {
      await delay(120);
      return HttpResponse.json({ message: 'Your account has been successfully verified!' });
    }),
  );
  const { user, router } = open('/verify?token=abc123&tenantId=revline&domain=localhost');
  const field = await screen.findByLabelText('Verification Token');
  expect(field).toHaveValue('abc123');
  expect(field).toBeRequired();

  await user.click(screen.getByRole('button', { name: 'Verify Account' }));
  expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  expect(field).toBeDisabled();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Email Verified Successfully!' }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/verified-success');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your account has been successfully verified!',
  );
  expect(
    screen.getByText(
      'Your email has been verified. You can now log in and start using your account.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  const [call] = sentRequests();
  expect(call?.method).toBe('GET');
  expect(call?.url.pathname).toBe('/api/v1/users/revline/verify-email/abc123');
});

it('calls the tenant named in the link, and the configured one when the link names none', async () => {
  server.use(http.get(VERIFY_EMAIL, () => HttpResponse.json({ message: 'ok' })));
  const first = open('/verify?token=t1');
  await first.user.click(await screen.findByRole('button', { name: 'Verify Account' }));
  await screen.findByRole('heading', { name: 'Email Verified Successfully!' });
  expect(sentRequests()[0]?.url.pathname).toBe(
    `/api/v1/users/${getSiteConfig().tenantId}/verify-email/t1`,
  );
  first.unmount();

  const second = open('/verify?token=t2&tenantId=other-shop');
  await second.user.click(await screen.findByRole('button', { name: 'Verify Account' }));
  await screen.findByRole('heading', { name: 'Email Verified Successfully!' });
  expect(sentRequests()[1]?.url.pathname).toBe('/api/v1/users/other-shop/verify-email/t2');
});

it('requires a token', async () => {
  const { user } = open('/verify');
  await user.click(await screen.findByRole('button', { name: 'Verify Account' }));
  const field = screen.getByLabelText('Verification Token');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(messages.tokenRequired);
  expect(sentRequests()).toHaveLength(0);
});

it.each([
  [
    'a 400',
    () =>
      HttpResponse.json(
        { message: 'This verification link is invalid, already used or expired.' },
        { status: 400 },
      ),
  ],
  ['no reply', () => HttpResponse.error()],
])(
  'on %s shows the one failure text in place of the form, and Try again brings the form back',
  async (_label, reply) => {
    server.use(http.get(VERIFY_EMAIL, reply));
    const { user, router } = open('/verify?token=used-token&tenantId=revline');
    await user.click(await screen.findByRole('button', { name: 'Verify Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed. Please try again or contact support.',
    );
    expect(screen.queryByLabelText('Verification Token')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Verification Token')).toHaveValue('used-token');
    expect(screen.getByLabelText('Verification Token')).toHaveFocus();
  },
);

it('/verified-success alone shows its heading, text and Go to Login', async () => {
  const { user, router } = open('/verified-success');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Email Verified Successfully!' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your email has been verified. You can now log in and start using your account.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to Login' }));
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});
