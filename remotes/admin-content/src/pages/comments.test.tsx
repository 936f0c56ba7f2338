import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { blogPostPath, paths } from '@agency/shared-state';
import { adminUserFixture, sentRequests, server } from '@agency/testing';
import type { ModeratedComment, Post } from '@agency/contract';
import { adminPaths } from '../paths';
import {
  expectListRead,
  signInAsAdmin,
  renderAdminAt,
  inboxSummary,
  pageReply,
  expectUnfilteredFirstRead,
} from '../test/admin-pages';
import { api } from '../test/api-routes';

function comment(overrides: Partial<ModeratedComment> = {}): ModeratedComment {
  return {
    id: 'c1',
    content: 'Great tips on brake pads.\nThanks!',
    createdAt: '2026-11-20T09:00:00.000Z',
    state: 'visible',
    stateReason: null,
    stateChangedAt: null,
    stateChangedBy: null,
    post: { id: 'p1', slug: 'brake-pads', title: 'Brake pads explained' },
    author: { id: 'u1', username: 'reader', blocked: false },
    ...overrides,
  };
}

const visible = comment();
const held = comment({
  id: 'c2',
  content: 'Cheap parts at parts.example.com',
  createdAt: '2026-11-21T09:00:00.000Z',
  state: 'held',
  stateReason: 'link',
  author: { id: 'u2', username: 'parts-guy', blocked: false },
});

const post = {
  _id: 'p1',
  slug: 'brake-pads',
  title: 'Brake pads explained',
  publishStatus: 'Published',
} as Post;
const otherPost = { ...post, _id: 'p2', slug: 'tyres', title: 'Tyre pressure' } as Post;

signInAsAdmin();
beforeEach(() => {
  server.use(
    http.get(api.posts, () => HttpResponse.json([post, otherPost])),
    http.get(api.commentSettings, () => HttpResponse.json({ holdLinks: false })),
    http.get(api.blocked, () => HttpResponse.json([])),
    http.get(api.summary, () => HttpResponse.json(inboxSummary())),
    http.get(api.profile, () => HttpResponse.json({ ...adminUserFixture, id: 'admin-id' })),
  );
});

const items = () => within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');

describe('the Comments screen', () => {
  test('lists every comment newest first with its state, post and author', async () => {
    server.use(http.get(api.comments, () => pageReply([held, visible])));
    renderAdminAt(adminPaths.comments);

    expect(await screen.findByRole('heading', { name: 'Comments', level: 1 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Comments' });
    const [first, second] = items();
    expect(first).toHaveAccessibleName('parts-guy Held for approval');
    expect(first).toHaveTextContent('Why: it contains a link');
    expect(within(second!).getByRole('link', { name: 'Brake pads explained' })).toHaveAttribute(
      'href',
      blogPostPath('brake-pads'),
    );
    expect(second).toHaveTextContent('Great tips on brake pads.');
    // Each row's buttons name the comment they act on.
    expect(
      within(first!).getByRole('button', { name: 'Approve the comment by parts-guy' }),
    ).toBeInTheDocument();
    expect(
      within(second!).getByRole('button', { name: 'Hide the comment by reader' }),
    ).toBeInTheDocument();
    expectUnfilteredFirstRead(api.comments, 'Comments');
  });

  test('filters by post and state and searches, each control labelled, kept in the address', async () => {
    server.use(http.get(api.comments, () => pageReply([visible])));
    const { user, router } = renderAdminAt(adminPaths.comments);
    await screen.findByRole('list', { name: 'Comments' });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Post' }),
      'Tyre pressure',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Held for approval');
    await user.type(screen.getByRole('searchbox', { name: 'Search comments' }), 'parts');
    await user.keyboard('{Enter}');
    await expectListRead(api.comments, '?postId=p2&state=held&q=parts', router);
  });

  test('opened for a post beyond the posts loaded, names it from its comments', async () => {
    const older = comment({
      id: 'c9',
      post: { id: 'p-old', slug: 'old-post', title: 'An old post' },
    });
    server.use(http.get(api.comments, () => pageReply([older])));
    renderAdminAt(`${adminPaths.comments}?postId=p-old`);
    await screen.findByRole('list', { name: 'Comments' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Post' })).toHaveDisplayValue('An old post'),
    );
    expect(sentRequests('GET', api.comments)[0]?.url.search).toBe('?postId=p-old');
  });

  test('hides a comment, says so, and undoes it', async () => {
    server.use(
      http.get(api.comments, () => pageReply([visible])),
      http.put(api.commentState, async ({ request }) => {
        const { state } = (await request.json()) as { state: ModeratedComment['state'] };
        return HttpResponse.json({ ...visible, state });
      }),
    );
    const { user } = renderAdminAt(adminPaths.comments);
    await user.click(await screen.findByRole('button', { name: 'Hide the comment by reader' }));

    expect(await screen.findByText('The comment by reader is hidden.')).toBeInTheDocument();
    const [put] = sentRequests('PUT', api.commentState);
    expect(put?.params.id).toBe('c1');
    expect(await put?.json()).toEqual({ state: 'hidden' });
    // The list is read again.
    await waitFor(() => expect(sentRequests('GET', api.comments)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sentRequests('PUT', api.commentState)).toHaveLength(2));
    expect(await sentRequests('PUT', api.commentState)[1]?.json()).toEqual({ state: 'visible' });
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
  });

  test('approves a held comment and blocks its author', async () => {
    server.use(
      http.get(api.comments, () => pageReply([held])),
      http.put(api.commentState, () => HttpResponse.json({ ...held, state: 'visible' })),
      http.put(api.block, ({ params }) =>
        HttpResponse.json({ userId: params.userId, blocked: true }),
      ),
    );
    const { user } = renderAdminAt(adminPaths.comments);
    await user.click(
      await screen.findByRole('button', { name: 'Approve the comment by parts-guy' }),
    );
    expect(
      await screen.findByText('The comment by parts-guy is visible on the blog.'),
    ).toBeVisible();
    expect(await sentRequests('PUT', api.commentState)[0]?.json()).toEqual({ state: 'visible' });

    await user.click(screen.getByRole('button', { name: 'Block parts-guy' }));
    expect(
      await screen.findByText(
        'parts-guy is blocked: their next comments will be held for approval.',
      ),
    ).toBeInTheDocument();
    expect(sentRequests('PUT', api.block)[0]?.params.userId).toBe('u2');
  });

  test('lists the blocked commenters, each with Unblock', async () => {
    server.use(
      http.get(api.comments, () => pageReply([])),
      http.get(api.blocked, () =>
        HttpResponse.json([
          {
            userId: 'u9',
            username: 'gone-guy',
            blockedAt: '2026-11-19T09:00:00.000Z',
            blockedBy: 'admin',
          },
        ]),
      ),
      http.delete(api.block, ({ params }) =>
        HttpResponse.json({ userId: params.userId, blocked: false }),
      ),
    );
    const { user } = renderAdminAt(adminPaths.comments);
    const section = await screen.findByRole('region', { name: 'Blocked commenters' });
    expect(section).toHaveTextContent('gone-guy, blocked by admin on');
    server.use(http.get(api.blocked, () => HttpResponse.json([])));
    await user.click(within(section).getByRole('button', { name: 'Unblock gone-guy' }));
    expect(
      await screen.findByText('gone-guy is unblocked: their next comments will show at once.'),
    ).toBeInTheDocument();
    expect(sentRequests('DELETE', api.block)[0]?.params.userId).toBe('u9');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Blocked commenters' })).not.toBeInTheDocument(),
    );
  });

  test('asks before deleting: Escape or Keep it keeps the comment, Delete for good deletes it', async () => {
    server.use(
      http.get(api.comments, () => pageReply([visible])),
      http.delete(api.comment, () => new HttpResponse(null, { status: 204 })),
    );
    const { user } = renderAdminAt(adminPaths.comments);
    const deleteButton = await screen.findByRole('button', {
      name: 'Delete the comment by reader',
    });

    await user.click(deleteButton);
    const question = screen.getByRole('group', {
      name: 'Delete this comment for good? This cannot be undone.',
    });
    // The safe answer has the focus.
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(sentRequests('DELETE', api.comment)).toHaveLength(0);

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('The comment by reader is deleted.')).toBeInTheDocument();
    expect(sentRequests('DELETE', api.comment)[0]?.params.id).toBe('c1');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  test('reports a change that failed', async () => {
    server.use(
      http.get(api.comments, () => pageReply([visible])),
      http.put(api.commentState, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = renderAdminAt(adminPaths.comments);
    await user.click(
      await screen.findByRole('button', { name: 'Mark as spam the comment by reader' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That change could not be saved. Please try again.',
    );
  });

  test('says while it loads, when there is nothing, and when nothing matches', async () => {
    server.use(http.get(api.comments, () => pageReply([])));
    const { user } = renderAdminAt(adminPaths.comments);
    expect(await screen.findByText('Loading comments...')).toBeInTheDocument();
    expect(await screen.findByText(/^No comments yet\./)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Spam');
    expect(await screen.findByText('No comments match this filter.')).toBeInTheDocument();
  });

  test('says when the comments cannot be loaded, and Try again reads them again', async () => {
    server.use(
      http.get(api.comments, () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
      http.get(api.comments, () => pageReply([visible])),
    );
    const { user } = renderAdminAt(adminPaths.comments);
    expect(await screen.findByRole('alert')).toHaveTextContent('The comments could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Comments' })).toBeInTheDocument();
  });

  test('loads the next page from the cursor', async () => {
    server.use(
      http.get(api.comments, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'c2'
          ? pageReply([visible])
          : pageReply([held], 'c2'),
      ),
    );
    const { user } = renderAdminAt(adminPaths.comments);
    await user.click(await screen.findByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  test('turns holding comments with links on', async () => {
    server.use(
      http.get(api.comments, () => pageReply([])),
      http.put(api.commentSettings, async ({ request }) => HttpResponse.json(await request.json())),
    );
    const { user } = renderAdminAt(adminPaths.comments);
    const box = await screen.findByRole('checkbox', {
      name: 'Hold comments with links for approval',
    });
    expect(box).not.toBeChecked();
    server.use(http.get(api.commentSettings, () => HttpResponse.json({ holdLinks: true })));
    await user.click(box);
    await waitFor(() => expect(sentRequests('PUT', api.commentSettings)).toHaveLength(1));
    expect(await sentRequests('PUT', api.commentSettings)[0]?.json()).toEqual({ holdLinks: true });
    await waitFor(() => expect(box).toBeChecked());
  });

  test('the hub has a Comments card that leads here', async () => {
    server.use(http.get(api.comments, () => pageReply([])));
    const { user } = renderAdminAt(paths.contentLibrary);
    await user.click(await screen.findByRole('link', { name: 'Moderate comments' }));
    expect(await screen.findByRole('heading', { name: 'Comments', level: 1 })).toBeInTheDocument();
  });
});
