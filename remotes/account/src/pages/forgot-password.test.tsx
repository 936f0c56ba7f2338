import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { apiRoute, renderWithProviders, sentRequests, server } from '@agency/testing';
import routes from '../routes';
import { messages } from '../content/messages';

const FORGOT_PASSWORD = apiRoute('/users/:tenant/forgot-password');

const open = () => renderWithProviders(null, { routes, route: '/user/forgot-password' });

it('requires a valid email before any call', async () => {
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
  expect(sentRequests()).toHaveLength(0);
});

it('sends the email, reads "Sending..." while busy, then replaces the form with the success text', async () => {
  server.use(
    http.post(FORGOT_PASSWORD, async () => {
      await delay(120);
      return HttpResponse.json({ message: 'sent' });
    }),
  );
  const { user } = open();
  await user.type(await screen.findByLabelText('Email'), 'owner@shop.com');
  await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(screen.getByLabelText('Email')).toBeDisabled();

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Password reset email has been sent to your inbox.',
  );
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(sentRequests()[0]?.url.pathname).toBe('/api/v1/users/revline/forgot-password');
  expect(await sentRequests()[0]?.json()).toEqual({ email: 'owner@shop.com' });
});

it.each([
  ['an error reply', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 })],
  ['no reply', () => HttpResponse.error()],
])('on %s shows the failure text, and Try again keeps the email', async (_label, reply) => {
  server.use(http.post(FORGOT_PASSWORD, reply));
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
