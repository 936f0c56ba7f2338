import { screen } from '@testing-library/react';
import { createApiMock, renderWithProviders, type ApiMock } from 'shared-state/test-utils';
import routes from '../routes';
import { messages } from '../content/messages';

let api: ApiMock;
afterEach(() => api.restore());

const open = () => renderWithProviders(null, { routes, route: '/user/forgot-password' });

it('requires a valid email before any call', async () => {
  api = createApiMock();
  const { user } = open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
  const email = screen.getByLabelText('Email');
  expect(email).toHaveAccessibleDescription(messages.emailRequired);
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toHaveAttribute('autocomplete', 'email');

  await user.type(email, 'owner@shop');
  await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
  expect(email).toHaveAccessibleDescription(messages.emailInvalid);
  expect(api.requests).toHaveLength(0);
});

it('sends the email, reads "Sending..." while busy, then replaces the form with the success text', async () => {
  api = createApiMock().on('POST', '/users/:tenantId/forgot-password', {
    body: { message: 'sent' },
    delayMs: 120,
  });
  const { user } = open();
  await user.type(await screen.findByLabelText('Email'), 'owner@shop.com');
  await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(screen.getByLabelText('Email')).toBeDisabled();

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Password reset email has been sent to your inbox.',
  );
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(api.requests[0]?.path).toBe('/users/revline/forgot-password');
  expect(api.requests[0]?.body).toEqual({ email: 'owner@shop.com' });
});

it.each([
  ['an error reply', { status: 429, body: { message: 'Too many requests' } }],
  ['no reply', { networkError: true as const }],
])('on %s shows the failure text, and Try again keeps the email', async (_label, reply) => {
  api = createApiMock().on('POST', '/users/:tenantId/forgot-password', reply);
  const { user } = open();
  await user.type(await screen.findByLabelText('Email'), 'owner@shop.com');
  await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to send password reset email. Please try again.',
  );
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByLabelText('Email')).toHaveValue('owner@shop.com');
  expect(screen.getByLabelText('Email')).toHaveFocus();
});
