import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sentRequests, server } from '@agency/testing';
import type { AuditEntry } from '@agency/contract';
import { adminPaths } from '../paths';
import { signInAsAdmin, renderAdminAt, failsOnce } from '../test/admin-pages';
import { api } from '../test/api-routes';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'e1',
    at: '2026-11-20T09:00:00.000Z',
    actor: { id: 'admin-id', username: 'admin' },
    address: '203.0.113.7',
    action: 'post.publish',
    object: { type: 'post', id: 'p1', label: 'Brake season' },
    before: { status: 'Draft' },
    after: { status: 'Published' },
    ...overrides,
  };
}

const published = entry();
const failed = entry({
  id: 'e2',
  at: '2026-11-21T07:00:00.000Z',
  actor: { id: 'admin-id', username: 'admin' },
  action: 'admin.sign-in-failed',
  object: null,
  before: null,
  after: { step: 'password' },
});

signInAsAdmin();
beforeEach(() => {
  server.use(http.get(api.auditActors, () => HttpResponse.json(['admin', 'scheduler'])));
});

const rows = () => within(screen.getByRole('table', { name: /Audit log/ })).getAllByRole('row');

describe('the Audit screen', () => {
  test('lists every entry newest first: when, who, what, the change and the address', async () => {
    server.use(http.get(api.audit, () => HttpResponse.json([failed, published])));
    renderAdminAt(adminPaths.audit);

    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: /Audit log/ });
    const [header, first, second] = rows();
    expect(header).toHaveTextContent('WhenWhoActionWhatChangeFrom');
    expect(first).toHaveTextContent('Sign-in failed');
    expect(first).toHaveTextContent('step: password');
    expect(second).toHaveTextContent('admin');
    expect(second).toHaveTextContent('Published a post');
    expect(second).toHaveTextContent('Brake season');
    expect(second).toHaveTextContent('status: Draft → status: Published');
    expect(second).toHaveTextContent('203.0.113.7');
    expect(within(second!).getByText(/2026/).closest('time')).toHaveAttribute(
      'datetime',
      published.at,
    );
  });

  test('filters by person, action and days, kept in the address and sent to the api', async () => {
    server.use(http.get(api.audit, () => HttpResponse.json([published])));
    const { user, router } = renderAdminAt(adminPaths.audit);
    await screen.findByRole('table', { name: /Audit log/ });

    await user.selectOptions(await screen.findByLabelText('Person'), 'scheduler');
    await user.selectOptions(screen.getByLabelText('Action'), 'Published a post');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');

    await waitFor(() => {
      const last = sentRequests('GET', api.audit).at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toEqual({
        actor: 'scheduler',
        action: 'post.publish',
        from: '2026-11-01',
        to: '2026-11-30',
      });
    });
    expect(router.state.location.search).toBe(
      '?actor=scheduler&action=post.publish&from=2026-11-01&to=2026-11-30',
    );
  });

  test('says when the first day is after the last, and asks nothing of the api', async () => {
    server.use(http.get(api.audit, () => HttpResponse.json([published])));
    renderAdminAt(`${adminPaths.audit}?from=2026-11-30&to=2026-11-01`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first day must not be after the last.',
    );
    expect(sentRequests('GET', api.audit)).toHaveLength(0);
  });

  test('says when nothing matches, and when nothing is recorded yet', async () => {
    server.use(http.get(api.audit, () => HttpResponse.json([])));
    renderAdminAt(`${adminPaths.audit}?action=post.delete`);
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  test('loads older entries on demand', async () => {
    server.use(
      http.get(api.audit, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'c2'
          ? HttpResponse.json([
              entry({ id: 'e0', object: { type: 'post', id: 'p0', label: 'Oil' } }),
            ])
          : HttpResponse.json([published], { headers: { 'x-next-cursor': 'c2' } }),
      ),
    );
    const { user } = renderAdminAt(adminPaths.audit);
    await user.click(await screen.findByRole('button', { name: /Load older entries/ }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent('Oil');
  });

  test('says when the log cannot be loaded, and Try again asks again', async () => {
    server.use(
      http.get(
        api.audit,
        failsOnce(() => HttpResponse.json([published])),
      ),
    );
    const { user } = renderAdminAt(adminPaths.audit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /Audit log/ })).toBeInTheDocument();
  });
});
