import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from '@agency/shared-state';
import { sentRequests, server } from '@agency/testing';
import type { Redirect } from '@agency/contract';
import { adminPaths } from '../paths';
import {
  expectSentAsAdmin,
  failsOnce,
  inboxSummary,
  renderAdminAt,
  signInAsAdmin,
} from '../test/admin-pages';
import { api } from '../test/api-routes';

const automatic: Redirect = {
  id: 'r1',
  from: '/tech&tranquility/winter-tyres',
  to: '/tech&tranquility/tyres-for-winter',
  status: 301,
  automatic: true,
  post: { id: 'p1', title: 'Tyres for winter' },
  createdAt: '2026-11-20T09:00:00.000Z',
};
const manual: Redirect = {
  id: 'r2',
  from: '/winter-offer',
  to: '/contact',
  status: 302,
  automatic: false,
  post: null,
  createdAt: '2026-11-21T09:00:00.000Z',
};

signInAsAdmin();

const renderPage = () => renderAdminAt(adminPaths.redirects);

test('lists the automatic and the hand-made redirects, with where they lead and why', async () => {
  server.use(http.get(api.allRedirects, () => HttpResponse.json([manual, automatic])));
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Redirects' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Redirects, newest first' });
  const [, byHand, moved] = within(table).getAllByRole('row');
  expect(byHand).toHaveTextContent('/winter-offer/contact302 (moved for now)By hand');
  expect(moved).toHaveTextContent(
    '/tech&tranquility/winter-tyres/tech&tranquility/tyres-for-winter301 (moved for good)When “Tyres for winter” moved',
  );
  expectSentAsAdmin('GET', api.allRedirects);
});

test('the content library hub leads to the screen', async () => {
  server.use(
    http.get(api.summary, () => HttpResponse.json(inboxSummary())),
    http.get(api.profile, () =>
      HttpResponse.json({ username: 'admin', email: 'admin@example.com', role: 'SuperAdmin' }),
    ),
    http.get(api.allRedirects, () => HttpResponse.json([])),
  );
  const user = userEvent.setup();
  renderAdminAt(paths.contentLibrary);
  await user.click(await screen.findByRole('link', { name: 'Manage redirects' }));
  expect(await screen.findByText(/No redirects yet/)).toBeInTheDocument();
});

test('adds a redirect with the keyboard alone and says what it did', async () => {
  let list: Redirect[] = [];
  server.use(
    http.get(api.allRedirects, () => HttpResponse.json(list)),
    http.post(api.redirects, () => {
      list = [manual];
      return HttpResponse.json(manual, { status: 201 });
    }),
  );
  const user = userEvent.setup();
  renderPage();
  await screen.findByText(/No redirects yet/);
  await user.click(screen.getByLabelText('From'));
  await user.keyboard('/winter-offer');
  await user.tab();
  await user.keyboard('/contact');
  await user.tab();
  await user.selectOptions(screen.getByLabelText('Kind'), '302');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Add redirect' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByText('/winter-offer now leads to /contact.')).toBeInTheDocument();
  expect(await screen.findByRole('table')).toHaveTextContent('/winter-offer');
  const [request] = sentRequests('POST', api.redirects);
  expect(await request!.json()).toEqual({ from: '/winter-offer', to: '/contact', status: 302 });
  expect(screen.getByLabelText('From')).toHaveValue('');
});

test('shows the api’s reason when it refuses a loop, and keeps what was typed', async () => {
  const message = '/b already redirects to /c: /c -> /b would make a loop.';
  server.use(
    http.get(api.allRedirects, () => HttpResponse.json([])),
    http.post(api.redirects, () => HttpResponse.json({ message }, { status: 409 })),
  );
  const user = userEvent.setup();
  renderPage();
  await user.type(await screen.findByLabelText('From'), '/c');
  await user.type(screen.getByLabelText('To'), '/b');
  await user.click(screen.getByRole('button', { name: 'Add redirect' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('From')).toHaveValue('/c');
});

test('asks for both paths before sending anything', async () => {
  server.use(http.get(api.allRedirects, () => HttpResponse.json([])));
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Add redirect' }));
  expect(screen.getByText('Enter the path to redirect.')).toBeInTheDocument();
  expect(screen.getByText('Enter where the path should lead.')).toBeInTheDocument();
  expect(sentRequests('POST', api.redirects)).toHaveLength(0);
});

test('deletes a redirect after the question; a No sends nothing', async () => {
  let list = [manual];
  server.use(
    http.get(api.allRedirects, () => HttpResponse.json(list)),
    http.delete(api.redirect, () => {
      list = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
  const user = userEvent.setup();
  renderPage();
  const button = await screen.findByRole('button', {
    name: 'Delete the redirect from /winter-offer',
  });
  await user.click(button);
  expect(sentRequests('DELETE', api.redirect)).toHaveLength(0);
  await user.click(button);
  expect(
    await screen.findByText('The redirect from /winter-offer is deleted.'),
  ).toBeInTheDocument();
  expect(await screen.findByText(/No redirects yet/)).toBeInTheDocument();
  expect(sentRequests('DELETE', api.redirect).map((request) => request.params.id)).toEqual(['r2']);
  expect(confirm).toHaveBeenCalledWith(
    'Delete the redirect from /winter-offer? Links to /winter-offer will stop leading anywhere.',
  );
});

test('a list that cannot be read says so and tries again', async () => {
  server.use(
    http.get(
      api.allRedirects,
      failsOnce(() => HttpResponse.json([manual])),
    ),
  );
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('The redirects could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toHaveTextContent('/winter-offer');
});
