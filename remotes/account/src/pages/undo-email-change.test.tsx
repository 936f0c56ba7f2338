import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute, renderWithProviders, sentRequests, server } from '@agency/testing';
import routes from '../routes';
import { messages } from '../content/messages';

/** The tenant and token come from the link mailed to the old address. */
const UNDO = apiRoute('/users/:tenantId/undo-email-change/:token');
const UNDONE =
  'The change is undone: your account keeps this e-mail address and every session is signed out. Sign in again, and choose a new password if someone else may know it.';

const open = (route = '/user/undo-email-change?token=undo-tok&tenantId=link-tenant') =>
  renderWithProviders(null, { routes, route });

it('undoes the change only on a click, for the link’s tenant and token, and says what happened', async () => {
  server.use(http.post(UNDO, () => HttpResponse.json({ message: UNDONE })));
  const { user } = open();
  const button = await screen.findByRole('button', { name: 'Undo the change' });
  expect(sentRequests()).toHaveLength(0);
  await user.click(button);
  expect(await screen.findByText(UNDONE)).toBeInTheDocument();
  const [request] = sentRequests('POST', UNDO);
  expect(request?.url.pathname).toMatch(/\/users\/link-tenant\/undo-email-change\/undo-tok$/);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
});

it('shows why a used or expired link fails', async () => {
  server.use(
    http.post(UNDO, () =>
      HttpResponse.json(
        { message: 'This link is invalid, already used or expired.' },
        { status: 400 },
      ),
    ),
  );
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Undo the change' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(messages.undoFailed);
  expect(alert).toHaveTextContent('This link is invalid, already used or expired.');
});

it('a link without its token says so and offers no button', async () => {
  open('/user/undo-email-change?tenantId=link-tenant');
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidUndoLink);
  expect(screen.queryByRole('button', { name: 'Undo the change' })).not.toBeInTheDocument();
});
