import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@agency/shared-state';
import { sentRequests, server } from '@agency/testing';
import type { NewsletterSend } from '@agency/contract';
import { formatWhen } from '../content/newsletter';
import { newsletterPath } from '../paths';
import { signInAsAdmin, renderAdminAt, postFixture, expectSentAsAdmin } from '../test/admin-pages';
import { api } from '../test/api-routes';

/** A published post, as the newsletter's picker lists them. */
const post = (id: string, title: string) =>
  postFixture({
    _id: id,
    slug: id,
    title,
    content: '<p>Body</p>',
    publishStatus: 'Published',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    publishedAt: '2026-11-01T09:00:00.000Z',
  });

const brakes = post('p1', 'Brake season is here');
const seo = post('p2', 'Local SEO for body shops');

function send(overrides: Partial<NewsletterSend> = {}): NewsletterSend {
  return {
    id: 's1',
    postId: 'p1',
    postTitle: 'Brake season is here',
    state: 'sending',
    scheduledAt: '2026-11-20T15:00:00.000Z',
    createdAt: '2026-11-20T15:00:00.000Z',
    startedAt: '2026-11-20T15:00:00.000Z',
    finishedAt: null,
    cancelledAt: null,
    cancelReason: null,
    counts: { recipients: 500, sent: 120, pending: 380, failed: 0, skipped: 0 },
    ...overrides,
  };
}

signInAsAdmin();
let sends: NewsletterSend[] = [];
beforeEach(() => {
  sends = [];
  server.use(
    http.get(api.posts, () => HttpResponse.json([brakes, seo])),
    http.get(api.audience, () => HttpResponse.json({ subscribers: 42 })),
    http.get(api.sends, () => HttpResponse.json(sends)),
  );
});

describe('the newsletter screen', () => {
  test('shows the confirmed subscribers, asks to confirm, then sends the chosen post now', async () => {
    server.use(
      http.post(api.sends, () =>
        HttpResponse.json(
          send({
            postId: 'p2',
            postTitle: seo.title,
            counts: { ...send().counts, recipients: 42 },
          }),
          { status: 201 },
        ),
      ),
    );
    const { user } = renderAdminAt(newsletterPath('p2'));
    expect(await screen.findByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
    expect(await screen.findByText('42 subscribers will get it (confirmed addresses only).'));
    const [published] = sentRequests('GET', api.posts);
    expect(published?.url.search).toBe('?status=Published&limit=100');
    const select = screen.getByRole('combobox', { name: 'Post' });
    expect(select).toHaveValue('p2');

    await user.click(screen.getByRole('button', { name: 'Review the send' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the send' });
    expect(confirm).toHaveTextContent('“Local SEO for body shops” goes to 42 subscribers now.');
    expect(within(confirm).getByRole('heading')).toHaveFocus();
    expect(sentRequests('POST', api.sends)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Send now' }));
    expect(
      await screen.findByText('“Local SEO for body shops” is being sent to 42 subscribers.'),
    ).toBeInTheDocument();
    const request = expectSentAsAdmin('POST', api.sends);
    expect(await request?.json()).toEqual({ postId: 'p2' });
  });

  test('Go back leaves the form as it was and sends nothing', async () => {
    const { user } = renderAdminAt(paths.newsletter);
    await screen.findByText(/42 subscribers will get it/);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Post' }),
      'Local SEO for body shops',
    );
    await user.click(screen.getByRole('button', { name: 'Review the send' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('combobox', { name: 'Post' })).toHaveValue('p2');
    expect(sentRequests('POST', api.sends)).toHaveLength(0);
  });

  test('schedules at a time entered in the owner’s time zone, sent in UTC', async () => {
    server.use(
      http.post(api.sends, async ({ request }) => {
        const body = (await request.json()) as { scheduledAt: string };
        return HttpResponse.json(
          send({ state: 'scheduled', scheduledAt: body.scheduledAt, startedAt: null }),
          { status: 201 },
        );
      }),
    );
    const { user } = renderAdminAt(paths.newsletter);
    await screen.findByText(/42 subscribers will get it/);
    await user.click(screen.getByRole('radio', { name: 'At a time I choose' }));
    const input = screen.getByLabelText('Date and time');
    expect(input).toHaveAccessibleDescription(/^In your time zone, .+\.$/);
    const year = new Date().getFullYear() + 1;
    await user.clear(input);
    await user.type(input, `${year}-03-14T09:30`);
    await user.click(screen.getByRole('button', { name: 'Review the send' }));
    const utc = new Date(`${year}-03-14T09:30`).toISOString();
    expect(screen.getByRole('group', { name: 'Confirm the send' })).toHaveTextContent(
      `goes to 42 subscribers on ${formatWhen(utc)}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Schedule the send' }));
    expect(
      await screen.findByText(`“Brake season is here” is scheduled for ${formatWhen(utc)}.`),
    ).toBeInTheDocument();
    expect(await sentRequests('POST', api.sends)[0]?.json()).toEqual({
      postId: 'p1',
      scheduledAt: utc,
    });
  });

  test('refuses a time in the past without calling the api', async () => {
    const { user } = renderAdminAt(paths.newsletter);
    await screen.findByText(/42 subscribers will get it/);
    await user.click(screen.getByRole('radio', { name: 'At a time I choose' }));
    const input = screen.getByLabelText('Date and time');
    await user.clear(input);
    await user.type(input, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Review the send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a time in the future.');
    expect(sentRequests('POST', api.sends)).toHaveLength(0);
  });

  test('a post already sent goes again only when the box is ticked, and says so', async () => {
    sends = [send({ state: 'sent', counts: { ...send().counts, sent: 500, pending: 0 } })];
    server.use(http.post(api.sends, () => HttpResponse.json(send(), { status: 201 })));
    const { user } = renderAdminAt(paths.newsletter);
    expect(await screen.findByText(/This post was already sent on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review the send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to send this post again.');
    await user.click(screen.getByRole('checkbox', { name: 'Send it again anyway' }));
    await user.click(screen.getByRole('button', { name: 'Review the send' }));
    expect(screen.getByRole('group', { name: 'Confirm the send' })).toHaveTextContent(
      'They already received it once.',
    );
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(sentRequests('POST', api.sends)).toHaveLength(1));
    expect(await sentRequests('POST', api.sends)[0]?.json()).toEqual({
      postId: 'p1',
      resend: true,
    });
  });

  test('shows the api’s message when the send is refused', async () => {
    server.use(
      http.post(api.sends, () =>
        HttpResponse.json(
          { message: 'Only a published post can be sent to subscribers.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdminAt(paths.newsletter);
    await screen.findByText(/42 subscribers will get it/);
    await user.click(screen.getByRole('button', { name: 'Review the send' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a published post can be sent to subscribers.',
    );
    expect(screen.getByRole('combobox', { name: 'Post' })).toHaveValue('p1');
  });

  test('follows a send’s progress until every mail is out', async () => {
    sends = [send()];
    renderAdminAt(paths.newsletter);
    const list = await screen.findByRole('list', { name: 'Sends' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Sending');
    expect(item).toHaveTextContent('Sent 120 of 500 · Pending 380 · Failed 0');
    expect(
      within(item).getByRole('progressbar', { name: 'Progress of “Brake season is here”' }),
    ).toHaveAttribute('value', '120');

    // The screen reads the list again while the send goes out.
    sends = [
      send({
        state: 'sent',
        counts: { recipients: 500, sent: 497, pending: 0, failed: 3, skipped: 0 },
      }),
    ];
    await waitFor(() => expect(item).toHaveTextContent('Sent 497 of 500 · Pending 0 · Failed 3'), {
      timeout: 5_000,
    });
    expect(item).toHaveTextContent('Sent');
    const reads = sentRequests('GET', api.sends).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Done: no more polling.
    expect(sentRequests('GET', api.sends)).toHaveLength(reads);
  });

  test('cancels a scheduled send, and shows why when it has already started', async () => {
    sends = [
      send({ state: 'scheduled', startedAt: null, counts: { ...send().counts, sent: 0 } }),
      send({ id: 's2', postId: 'p2', postTitle: seo.title, state: 'scheduled', startedAt: null }),
    ];
    server.use(
      http.post(api.cancelSend, ({ params }) =>
        params.id === 's1'
          ? HttpResponse.json(send({ state: 'cancelled', cancelledAt: '2026-11-20T14:00:00.000Z' }))
          : HttpResponse.json(
              { message: 'This send has already started and can no longer be cancelled.' },
              { status: 409 },
            ),
      ),
    );
    const { user } = renderAdminAt(paths.newsletter);
    const list = await screen.findByRole('list', { name: 'Sends' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      `Scheduled for ${formatWhen('2026-11-20T15:00:00.000Z')}`,
    );
    await user.click(
      within(list).getByRole('button', { name: 'Cancel the send of “Brake season is here”' }),
    );
    expect(
      await screen.findByText('The send of “Brake season is here” is cancelled.'),
    ).toBeInTheDocument();
    expect(sentRequests('POST', api.cancelSend)[0]?.params.id).toBe('s1');

    await user.click(
      within(list).getByRole('button', { name: 'Cancel the send of “Local SEO for body shops”' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This send has already started and can no longer be cancelled.',
    );
  });

  test('says when the posts cannot be read, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(api.posts, () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json([brakes]),
      ),
    );
    const { user } = renderAdminAt(paths.newsletter);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The posts could not be loaded. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Post' })).toHaveValue('p1');
  });

  test('with no published post, says to publish one first', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    renderAdminAt(paths.newsletter);
    expect(
      await screen.findByText(
        'There is no published post yet. Publish a post first, then send it from here.',
      ),
    ).toBeInTheDocument();
  });
});
