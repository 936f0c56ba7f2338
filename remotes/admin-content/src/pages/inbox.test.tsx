import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_SETUP_REQUIRED } from '@agency/contract';
import { sentRequests, server } from '@agency/testing';
import { adminPaths, leadPath } from '../paths';
import {
  expectListRead,
  signInAsAdmin,
  renderAdminAt,
  inboxSummary,
  pageReply,
  catchDownloads,
  leadFixture,
  failsOnce,
  expectSentAsAdmin,
  expectUnfilteredFirstRead,
} from '../test/admin-pages';
import { api } from '../test/api-routes';

const lead = leadFixture;

const contact = lead();
const application = lead({
  id: 'l2',
  kind: 'application',
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '+1 555 010 2030',
  job: 'ux-ui-designer',
  message: 'I love cars.',
  resume: { originalName: 'Sam résumé.pdf', contentType: 'application/pdf', size: 20_480 },
  createdAt: '2026-11-21T09:00:00.000Z',
});
const signup = lead({
  id: 'l3',
  kind: 'newsletter',
  name: null,
  email: 'reader@example.com',
  message: null,
  createdAt: '2026-11-22T09:00:00.000Z',
});

const summary = inboxSummary({
  new: 3,
  subscribers: 1,
  thisMonth: { leads: 3, contacts: 1, applications: 1, subscribers: 1 },
});

signInAsAdmin();
const created = catchDownloads();
beforeEach(() => server.use(http.get(api.summary, () => HttpResponse.json(summary))));

describe('the inbox list', () => {
  test('shows every kind of lead, newest first, with the New count', async () => {
    server.use(http.get(api.leads, () => pageReply([signup, application, contact])));
    renderAdminAt(adminPaths.inbox);

    expect(await screen.findByRole('heading', { name: 'Inbox', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Leads' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'reader@example.com',
      'Sam Lee',
      'Dana Shop',
    ]);
    expect(items[1]).toHaveTextContent('Job application');
    expect(items[1]).toHaveTextContent('ux-ui-designer');
    expect(within(items[2]!).getByRole('link', { name: 'Dana Shop' })).toHaveAttribute(
      'href',
      leadPath('l1'),
    );
    expect(await screen.findByText(/^3 new leads\./)).toBeInTheDocument();
    expectUnfilteredFirstRead(api.leads, 'Inbox');
  });

  test('filters by kind and status and searches, each control labelled', async () => {
    server.use(http.get(api.leads, () => pageReply([contact])));
    const { user, router } = renderAdminAt(adminPaths.inbox);
    await screen.findByRole('list', { name: 'Leads' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Job applications');
    await waitFor(() =>
      expect(sentRequests('GET', api.leads).at(-1)?.url.searchParams.get('kind')).toBe(
        'application',
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Handled');
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'brakes');
    await user.keyboard('{Enter}');
    await expectListRead(api.leads, '?kind=application&status=Handled&q=brakes', router);
  });

  test('a lead opened from a filtered list leads back to the list as it was filtered', async () => {
    server.use(
      http.get(api.leads, () => pageReply([contact])),
      http.get(api.lead, () => HttpResponse.json(contact)),
    );
    const { user, router } = renderAdminAt(`${adminPaths.inbox}?status=New&q=dana`);
    const list = await screen.findByRole('list', { name: 'Leads' });
    await user.click(within(list).getByRole('link', { name: 'Dana Shop' }));
    const back = await screen.findByRole('link', { name: 'Back to the inbox' });
    expect(back).toHaveAttribute('href', `${adminPaths.inbox}?status=New&q=dana`);
    await user.click(back);
    await waitFor(() => expect(router.state.location.search).toBe('?status=New&q=dana'));
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveValue('dana');
  });

  test('a lead opened from its address leads back to the whole inbox', async () => {
    server.use(http.get(api.lead, () => HttpResponse.json(contact)));
    renderAdminAt(leadPath('l1'));
    expect(await screen.findByRole('link', { name: 'Back to the inbox' })).toHaveAttribute(
      'href',
      adminPaths.inbox,
    );
    // The back link is drawn before the lead arrives: end once it has, so its request is not
    // left to the next test.
    expect(await screen.findByRole('heading', { level: 1, name: /Dana Shop/ })).toBeVisible();
  });

  test('changes a status from the list and says so', async () => {
    server.use(
      http.get(api.leads, () => pageReply([contact])),
      http.put(api.leadStatus, () =>
        HttpResponse.json({ ...contact, status: 'Handled', statusChangedBy: 'admin' }),
      ),
    );
    const { user } = renderAdminAt(adminPaths.inbox);
    const select = await screen.findByRole('combobox', { name: 'Status of Dana Shop' });
    await user.selectOptions(select, 'Handled');

    expect(await screen.findByText('Dana Shop marked Handled.')).toBeInTheDocument();
    const [put] = sentRequests('PUT', api.leadStatus);
    expect(put?.params.id).toBe('l1');
    expect(await put?.json()).toEqual({ status: 'Handled' });
    // The list and the count are read again.
    await waitFor(() => expect(sentRequests('GET', api.leads)).toHaveLength(2));
  });

  test('reports a failed status change', async () => {
    server.use(
      http.get(api.leads, () => pageReply([contact])),
      http.put(api.leadStatus, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = renderAdminAt(adminPaths.inbox);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Dana Shop' }),
      'Spam',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The status could not be changed. Please try again.',
    );
  });

  test('loads the next page from the cursor', async () => {
    server.use(
      http.get(api.leads, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'c2'
          ? pageReply([contact])
          : pageReply([signup, application], 'c2'),
      ),
    );
    const { user } = renderAdminAt(adminPaths.inbox);
    await user.click(await screen.findByRole('button', { name: 'Load more leads' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(screen.queryByRole('button', { name: 'Load more leads' })).not.toBeInTheDocument();
  });

  test('says when there is nothing, and when nothing matches', async () => {
    server.use(http.get(api.leads, () => pageReply([])));
    const { user } = renderAdminAt(adminPaths.inbox);
    expect(await screen.findByText(/^No leads yet\./)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Spam');
    expect(await screen.findByText('No leads match this filter.')).toBeInTheDocument();
  });

  test('shows a failed load with a retry', async () => {
    server.use(
      http.get(
        api.leads,
        failsOnce(() => pageReply([contact])),
      ),
    );
    const { user } = renderAdminAt(adminPaths.inbox);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The leads could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dana Shop' })).toBeInTheDocument();
  });

  test('a session that owes the second factor is told so, with the way to the Security page', async () => {
    server.use(
      http.get(api.leads, () =>
        HttpResponse.json({ message: TWO_FACTOR_SETUP_REQUIRED }, { status: 403 }),
      ),
    );
    renderAdminAt(adminPaths.inbox);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TWO_FACTOR_SETUP_REQUIRED);
    expect(within(alert).getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      paths.adminSecurity,
    );
    // Trying again cannot help until it has.
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('exports the current filter as CSV with the SuperAdmin’s token', async () => {
    server.use(
      http.get(api.leads, () => pageReply([contact])),
      http.get(
        api.leadsCsv,
        () => new HttpResponse('\uFEFF"Received"\r\n', { headers: { 'content-type': 'text/csv' } }),
      ),
    );
    const { user } = renderAdminAt(`${adminPaths.inbox}?kind=contact&q=dana`);
    await screen.findByRole('list', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const request = expectSentAsAdmin('GET', api.leadsCsv);
    expect(request?.url.search).toBe('?kind=contact&q=dana');
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
  });

  test('is for SuperAdmins only: a User is sent away and nothing is asked of the api', async () => {
    localStorage.clear();
    const { router } = renderAdminAt(adminPaths.inbox, 'User');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.userProfile));
    expect(sentRequests()).toHaveLength(0);
  });
});

describe('a lead’s page', () => {
  test('shows everything the visitor sent, with a reply link and the résumé', async () => {
    server.use(
      http.get(api.lead, () => HttpResponse.json(application)),
      http.get(
        api.resume,
        () =>
          new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: { 'content-type': 'application/pdf' },
          }),
      ),
    );
    const { user } = renderAdminAt(leadPath('l2'));

    expect(await screen.findByRole('heading', { name: 'Sam Lee', level: 1 })).toBeInTheDocument();
    const details = screen.getAllByRole('definition')[0]!.closest('dl') as HTMLElement;
    for (const text of [
      'Job application',
      'sam@example.com',
      '+1 555 010 2030',
      'ux-ui-designer',
      'I love cars.',
      'Sam résumé.pdf, 20 KB',
    ])
      expect(details).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:sam@example.com?subject=Your%20application%20for%20ux-ui-designer%20at%20Revline%20Digital',
    );

    await user.click(screen.getByRole('button', { name: 'Download résumé' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
    const request = expectSentAsAdmin('GET', api.resume);
    expect(request?.params.id).toBe('l2');
  });

  test('says whether a sign-up confirmed its subscription', async () => {
    server.use(
      http.get(api.lead, () => HttpResponse.json({ ...signup, subscription: 'confirmed' })),
    );
    renderAdminAt(leadPath('l3'));
    const details = (await screen.findByText('Subscription')).closest('dl') as HTMLElement;
    expect(details).toHaveTextContent('SubscriptionConfirmed subscriber');
  });

  test('changes the status and shows who changed it', async () => {
    server.use(
      http.get(api.lead, () => HttpResponse.json(contact)),
      http.put(api.leadStatus, () =>
        HttpResponse.json({
          ...contact,
          status: 'Archived',
          statusChangedBy: 'admin',
          statusChangedAt: '2026-11-23T10:00:00.000Z',
        }),
      ),
    );
    const { user } = renderAdminAt(leadPath('l1'));
    expect(await screen.findByText('Not handled yet.')).toBeInTheDocument();
    expect(screen.getByText('We need a new website.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:dana@shop.example?subject=Re%3A%20your%20message%20to%20Revline%20Digital',
    );

    server.use(
      http.get(api.lead, () =>
        HttpResponse.json({
          ...contact,
          status: 'Archived',
          statusChangedBy: 'admin',
          statusChangedAt: '2026-11-23T10:00:00.000Z',
        }),
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    expect(await screen.findByText('Marked Archived.')).toBeInTheDocument();
    expect(await screen.findByText(/^Last changed by admin on /)).toBeInTheDocument();
    expect(await sentRequests('PUT', api.leadStatus)[0]?.json()).toEqual({ status: 'Archived' });
  });

  test('says when the lead no longer exists', async () => {
    server.use(
      http.get(api.lead, () => HttpResponse.json({ message: 'Lead not found.' }, { status: 404 })),
    );
    renderAdminAt(leadPath('gone'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This lead does not exist any more.',
    );
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute(
      'href',
      adminPaths.inbox,
    );
  });
});
