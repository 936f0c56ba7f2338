import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet, paths, useSignOut } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { delay, http, HttpResponse } from 'msw';
import {
  adminUserFixture,
  apiRoute,
  loggedInState,
  renderWithProviders,
  sentRequests,
  server,
} from '@agency/testing';
import routes from '../routes';
import { fakeUploads } from '../test/ckeditor-react-stub';
import { adminPaths } from '../paths';
import {
  signInAsAdmin,
  renderAdminAt,
  postFixture,
  inboxSummary,
  expectSentAsAdmin,
} from '../test/admin-pages';
import { api } from '../test/api-routes';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

/** A post with its tags and meta fields filled in, as the editor tests read them. */
const post = (overrides: Partial<Post> = {}) =>
  postFixture({
    tags: ['Business'],
    metaTitle: 'Winter tires',
    metaDescription: 'What to check before winter.',
    metaKeywords: 'tires, winter',
    ...overrides,
  });

const draftPost = post();
const publishedPost = post({
  _id: 'p2',
  slug: 'second-post',
  title: 'Local SEO for body shops',
  publishStatus: 'Published',
});

const refused = () => HttpResponse.json({ message: 'nope' }, { status: 500 });

signInAsAdmin();
beforeEach(() => {
  // The hub, where the leave tests navigate to, reads the role.
  server.use(
    http.get(api.profile, () =>
      HttpResponse.json({ username: 'admin', email: 'admin@example.com', role: 'SuperAdmin' }),
    ),
    http.get(api.summary, () => HttpResponse.json(inboxSummary())),
  );
  fakeUploads.reset();
});

const renderPage = () => renderAdminAt(adminPaths.blogManagement);

/** The unsaved-changes prompt answered "stay" the first time it asks, "leave" the second. */
const stayThenLeave = () =>
  jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

function item(title: string) {
  return screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;
}

describe('the post list', () => {
  test('shows Loading blogs..., then each post with Edit, Publish or Unpublish by status, and Delete', async () => {
    server.use(
      http.get(api.posts, async () => {
        await delay(300);
        return HttpResponse.json([
          draftPost,
          publishedPost,
          { _id: 'p3' },
          { title: 'No id' },
          { _id: '', title: 'Empty id' },
          null,
        ]);
      }),
    );
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading blogs...');
    expect(
      await screen.findByRole('heading', { name: 'Winter tire checklist', level: 3 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'All posts' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByText('No id')).not.toBeInTheDocument();
    expect(screen.queryByText('Empty id')).not.toBeInTheDocument();

    const draft = within(item('Winter tire checklist'));
    expect(draft.getByRole('button', { name: 'Edit Winter tire checklist' })).toBeInTheDocument();
    expect(
      draft.getByRole('button', { name: 'Publish Winter tire checklist' }),
    ).toBeInTheDocument();
    expect(draft.getByRole('button', { name: 'Delete Winter tire checklist' })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: /^Unpublish/ })).not.toBeInTheDocument();

    const published = within(item('Local SEO for body shops'));
    expect(
      published.getByRole('button', { name: 'Unpublish Local SEO for body shops' }),
    ).toBeInTheDocument();
    expect(published.getByRole('link', { name: /View on the blog/ })).toHaveAttribute(
      'href',
      '/tech&tranquility/second-post',
    );

    const request = expectSentAsAdmin('GET', api.posts);
    expect(request?.url.pathname).toBe('/api/v1/posts/revline');
    expect(request?.headers.get('x-tenant-id')).toBe('revline');
    expect(document.title).toBe('Blog Management | Revline Digital');
  });

  test('loads more posts on demand; a failed page is reported under the list and retried', async () => {
    const older = post({
      _id: 'p9',
      slug: 'older',
      title: 'An older post',
      publishStatus: 'Published',
    });
    let failures = 1;
    server.use(
      http.get(api.posts, ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor') !== 'next-1')
          return HttpResponse.json([draftPost, publishedPost], {
            headers: { 'x-next-cursor': 'next-1' },
          });
        return failures-- > 0
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json([older]);
      }),
    );
    const { user } = renderPage();
    const region = await screen.findByRole('region', { name: 'All posts' });
    await within(region).findByRole('heading', { name: 'Winter tire checklist', level: 3 });
    expect(within(region).getByText(/2 posts loaded/)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Load more posts' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Could not load more posts. Please try again.',
    );
    // The list stays: only the page that failed is reported.
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(
      await within(region).findByText('1 more post loaded, 3 shown. That is all of them.'),
    ).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Winter tire checklist', 'Local SEO for body shops', 'An older post']);
    expect(sentRequests('GET', api.posts).at(-1)?.headers.get('authorization')).toBe(
      'Bearer admin-token',
    );
  });

  test('an answer that is not an array replaces the page with the format error', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json({ posts: [draftPost] })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to fetch blogs - unexpected response format\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Create New Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All posts' })).not.toBeInTheDocument();
  });

  test.each([
    ['a 500 reply', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })],
    ['a 403 reply', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })],
    ['a network error', () => HttpResponse.error()],
  ])(
    '%s replaces the page with Failed to fetch blogs., and Try again reloads',
    async (_name, reply) => {
      server.use(
        http.get(api.posts, reply, { once: true }),
        http.get(api.posts, () => HttpResponse.json([draftPost])),
      );
      const { user } = renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch blogs\.$/);
      expect(screen.queryByRole('button', { name: 'Create New Post' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { name: 'Winter tire checklist' }),
      ).toBeInTheDocument();
    },
  );

  test('an empty list invites the first post', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    renderPage();
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
  });
});

describe('delete', () => {
  test('asks first; declining sends nothing', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    server.use(http.get(api.posts, () => HttpResponse.json([draftPost])));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Winter tire checklist' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(sentRequests('DELETE', api.post)).toHaveLength(0);
  });

  test('confirmed: DELETE with the token, then the list reloads without the post', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(
      http.get(api.posts, () => HttpResponse.json([draftPost, publishedPost]), { once: true }),
      http.get(api.posts, () => HttpResponse.json([publishedPost])),
      http.delete(api.post, () => new HttpResponse(null, { status: 204 })),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Winter tire checklist' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Winter tire checklist' }),
      ).not.toBeInTheDocument(),
    );
    const request = expectSentAsAdmin('DELETE', api.post);
    expect(request?.url.pathname).toBe('/api/v1/posts/revline/p1');
    expect(sentRequests('GET', api.posts)).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('“Winter tire checklist” was deleted.');
  });

  test('a failure says Failed to delete the blog. and keeps the list', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(http.get(api.posts, () => HttpResponse.json([draftPost])));
    server.use(http.delete(api.post, refused));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Winter tire checklist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete the blog\.$/);
    expect(screen.getByRole('heading', { name: 'Winter tire checklist' })).toBeInTheDocument();
  });
});

describe('publish and unpublish', () => {
  test('Publish posts to /publish with an empty body, then the list reloads with Unpublish', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([draftPost]), { once: true }),
      http.get(api.posts, () => HttpResponse.json([{ ...draftPost, publishStatus: 'Published' }])),
      http.post(api.publish, () => HttpResponse.json({ ...draftPost, publishStatus: 'Published' })),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Publish Winter tire checklist' }));

    expect(
      await screen.findByRole('button', { name: 'Unpublish Winter tire checklist' }),
    ).toBeInTheDocument();
    const request = expectSentAsAdmin('POST', api.publish);
    expect(request?.url.pathname).toBe('/api/v1/posts/revline/p1/publish');
    expect(await request?.text()).toBe('');
    expect(sentRequests('GET', api.posts)).toHaveLength(2);
  });

  test('Unpublish posts to /unpublish, then the list reloads with Publish', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([publishedPost]), { once: true }),
      http.get(api.posts, () => HttpResponse.json([{ ...publishedPost, publishStatus: 'Draft' }])),
      http.post(api.unpublish, () =>
        HttpResponse.json({ ...publishedPost, publishStatus: 'Draft' }),
      ),
    );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Unpublish Local SEO for body shops' }),
    );

    expect(
      await screen.findByRole('button', { name: 'Publish Local SEO for body shops' }),
    ).toBeInTheDocument();
    expect(sentRequests('POST', api.unpublish)[0]?.url.pathname).toBe(
      '/api/v1/posts/revline/p2/unpublish',
    );
    expect(sentRequests('POST', api.publish)).toHaveLength(0);
  });

  test.each([
    ['publish', draftPost, 'Publish Winter tire checklist'],
    ['unpublish', publishedPost, 'Unpublish Local SEO for body shops'],
  ])('a failed %s says Failed to toggle publish status.', async (action, target, button) => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([target])),
      http.post(apiRoute(`/posts/:tenant/:id/${action}`), refused),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to toggle publish status\.$/,
    );
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });
});

describe('the editor pane', () => {
  test('Create New Post opens a blank Draft, shows + and collapses the list', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([draftPost])));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));

    expect(
      screen.getByRole('heading', { name: 'Create or Edit a Blog Post', level: 2 }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create New Post' })).toHaveTextContent(/^\+$/);
    expect(
      screen.queryByRole('heading', { name: 'Winter tire checklist' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Post Title')).toHaveValue('');
    expect(screen.getByLabelText('Meta Title')).toHaveValue('');
    expect(screen.getByLabelText('Meta Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Meta Keywords')).toHaveAccessibleDescription(/Comma separated/);
    expect(screen.getByLabelText('Post Status')).toHaveValue('Draft');
    expect(
      within(screen.getByLabelText('Post Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Draft', 'Published', 'Scheduled']);
    const body = await screen.findByRole('textbox', { name: 'Post Content' });
    expect(body).toHaveAttribute('placeholder', 'Write your blog content here...');
  });

  test('Save Post sends exactly the post fields (title, content, meta, status, publish date, tags, feature image), shows Saving changes..., then closes and reloads', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([draftPost]), { once: true }),
      http.get(api.posts, () =>
        HttpResponse.json([draftPost, post({ _id: 'p9', title: 'Brake season' })]),
      ),
      http.post(api.posts, async () => {
        await delay(50);
        return HttpResponse.json(post({ _id: 'p9', title: 'Brake season' }), { status: 201 });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));

    await user.type(screen.getByLabelText('Post Title'), 'Brake season');
    await user.type(
      await screen.findByRole('textbox', { name: 'Post Content' }),
      '<p>Pads wear fast.</p>',
    );
    await user.type(screen.getByLabelText('Meta Title'), 'Brakes');
    await user.type(screen.getByLabelText('Meta Description'), 'When to change pads.');
    await user.type(screen.getByLabelText('Meta Keywords'), 'brakes, pads');
    await user.click(screen.getByRole('checkbox', { name: 'Technology' }));
    await user.click(screen.getByRole('checkbox', { name: 'Business' }));
    await user.click(screen.getByRole('button', { name: 'Save Post' }));

    expect(await screen.findByText('Saving changes...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Post' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    expect(
      await screen.findByRole('heading', { name: 'Brake season', level: 3 }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Create or Edit a Blog Post' }),
    ).not.toBeInTheDocument();
    const request = expectSentAsAdmin('POST', api.posts);
    expect(request?.url.pathname).toBe('/api/v1/posts/revline');
    const sent = await request?.json();
    expect(Object.keys(sent as object)).toEqual([
      'title',
      'content',
      'metaTitle',
      'metaDescription',
      'metaKeywords',
      'status',
      'publishAt',
      'unpublishAt',
      'tags',
      'featureImage',
    ]);
    expect(sent).toEqual({
      title: 'Brake season',
      content: '<p>Pads wear fast.</p>',
      metaTitle: 'Brakes',
      metaDescription: 'When to change pads.',
      metaKeywords: 'brakes, pads',
      status: 'Draft',
      publishAt: null,
      unpublishAt: null,
      tags: ['Technology', 'Business'],
      featureImage: null,
    });
    expect(sentRequests('GET', api.posts)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Create New Post' })).toHaveFocus();
  });

  test('a published post offers Send to subscribers, which opens the newsletter screen with it; a draft does not', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([draftPost, publishedPost])));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter tire checklist' }));
    expect(screen.queryByRole('link', { name: 'Send to subscribers' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Local SEO for body shops' }));
    expect(screen.getByRole('link', { name: 'Send to subscribers' })).toHaveAttribute(
      'href',
      `${paths.newsletter}?post=p2`,
    );
  });

  test('Edit fills the pane from the post and saves with PUT, status included', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([draftPost])));
    server.use(
      http.put(api.post, () => HttpResponse.json({ ...draftPost, publishStatus: 'Published' })),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter tire checklist' }));

    expect(screen.getByText('Editing “Winter tire checklist”')).toBeInTheDocument();
    expect(screen.getByLabelText('Post Title')).toHaveValue('Winter tire checklist');
    expect(screen.getByLabelText('Meta Title')).toHaveValue('Winter tires');
    expect(screen.getByLabelText('Meta Description')).toHaveValue('What to check before winter.');
    expect(screen.getByLabelText('Meta Keywords')).toHaveValue('tires, winter');
    expect(screen.getByRole('checkbox', { name: 'Business' })).toBeChecked();
    expect(await screen.findByRole('textbox', { name: 'Post Content' })).toHaveValue(
      '<p>Check the tread.</p>',
    );

    await user.selectOptions(screen.getByLabelText('Post Status'), 'Published');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));

    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(1));
    const [request] = sentRequests('PUT', api.post);
    expect(request?.url.pathname).toBe('/api/v1/posts/revline/p1');
    expect(await request?.json()).toEqual({
      title: 'Winter tire checklist',
      content: '<p>Check the tread.</p>',
      metaTitle: 'Winter tires',
      metaDescription: 'What to check before winter.',
      metaKeywords: 'tires, winter',
      status: 'Published',
      publishAt: null,
      unpublishAt: null,
      tags: ['Business'],
      featureImage: null,
    });
    expect(await screen.findByText('The post was saved.')).toBeInTheDocument();
  });

  test('a failed save says Failed to save the blog. and keeps everything typed', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    server.use(http.post(api.posts, refused));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await user.type(screen.getByLabelText('Post Title'), 'Kept title');
    await user.type(await screen.findByRole('textbox', { name: 'Post Content' }), 'Kept body');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to save the blog\.$/);
    expect(screen.getByLabelText('Post Title')).toHaveValue('Kept title');
    expect(screen.getByRole('textbox', { name: 'Post Content' })).toHaveValue('Kept body');
    expect(screen.getByRole('button', { name: 'Save Post' })).toBeEnabled();
  });

  test('Cancel closes the pane without a call', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([draftPost])));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter tire checklist' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.queryByRole('heading', { name: 'Create or Edit a Blog Post' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Winter tire checklist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Post' })).toHaveTextContent(
      'Create New Post',
    );
    // Only the heartbeat that says the editor was open, which changes nothing of the post.
    expect(
      sentRequests()
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.url.pathname}`),
    ).toEqual(['POST /api/v1/posts/revline/p1/presence']);
  });

  test('Preview Post shows the title and the sanitized body; Edit Post goes back', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    const { user, container } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await user.type(screen.getByLabelText('Post Title'), 'Preview me');
    const body = await screen.findByRole('textbox', { name: 'Post Content' });
    await user.click(body);
    await user.paste(
      '<h2>Engines</h2><p><strong>Bold</strong> claim</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
    );

    await user.click(screen.getByRole('button', { name: 'Preview Post' }));
    const preview = await screen.findByRole('article', { name: 'Post preview' });
    expect(
      within(preview).getByRole('heading', { name: 'Preview me', level: 3 }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Engines', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('Bold').tagName).toBe('STRONG');
    expect(preview.querySelector('.ck-content')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByLabelText('Post Title')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit Post' }));
    expect(screen.queryByRole('article', { name: 'Post preview' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Post Title')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Post Content' })).toHaveValue(
      '<h2>Engines</h2><p><strong>Bold</strong> claim</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
    );
  });

  test('shows Uploading... with progress while an upload runs, and Save waits for it', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await screen.findByRole('textbox', { name: 'Post Content' });

    act(() => fakeUploads.set(1, 40));
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Save Post' })).toBeDisabled();

    act(() => fakeUploads.set(0, 0));
    await waitFor(() => expect(screen.queryByText('Uploading...')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save Post' })).toBeEnabled();
  });
});

describe('leaving with unsaved changes', () => {
  test('navigating away asks first; declining stays, accepting leaves', async () => {
    const confirm = stayThenLeave();
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await user.type(screen.getByLabelText('Post Title'), 'Half written');

    await act(() => router.navigate(paths.contentLibrary));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'You have unsaved changes to this post. Leave and discard them?',
      ),
    );
    expect(router.state.location.pathname).toBe(adminPaths.blogManagement);
    expect(screen.getByLabelText('Post Title')).toHaveValue('Half written');

    await act(() => router.navigate(paths.contentLibrary));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.contentLibrary));
  });

  test('a pane without changes leaves without asking', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await act(() => router.navigate(paths.contentLibrary));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.contentLibrary));
    expect(confirm).not.toHaveBeenCalled();
  });

  test('closing the tab with changes triggers the browser prompt', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Meta Title'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  test('+ with changes asks before starting a new post', async () => {
    const confirm = stayThenLeave();
    server.use(http.get(api.posts, () => HttpResponse.json([draftPost])));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter tire checklist' }));
    await user.type(screen.getByLabelText('Post Title'), ' (v2)');

    await user.click(screen.getByRole('button', { name: 'Create New Post' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Post Title')).toHaveValue('Winter tire checklist (v2)');

    await user.click(screen.getByRole('button', { name: 'Create New Post' }));
    expect(screen.getByLabelText('Post Title')).toHaveValue('');
    expect(screen.getByText('New post')).toBeInTheDocument();
  });
});

describe('signing out with unsaved changes', () => {
  // The shell's Profile menu (Logout) around the page, as in the composed site.
  function renderWithSignOut() {
    function SignOutFrame() {
      const signOut = useSignOut();
      return (
        <>
          <button type="button" onClick={() => void signOut()}>
            Logout
          </button>
          <Outlet />
        </>
      );
    }
    return renderWithProviders(null, {
      routes: [
        {
          element: <SignOutFrame />,
          children: [...routes, { path: paths.home, element: <h1>Home</h1> }],
        },
      ],
      route: adminPaths.blogManagement,
      preloadedState: loggedInState(adminUserFixture),
    });
  }

  test('choosing to stay keeps the session and the edits; choosing to leave signs out at home', async () => {
    const confirm = stayThenLeave();
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    server.use(http.post(api.logout, () => new HttpResponse(null, { status: 204 })));
    const { user, router, store } = renderWithSignOut();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await user.type(screen.getByLabelText('Post Title'), 'Half written');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'You have unsaved changes to this post. Leave and discard them?',
      ),
    );
    expect(router.state.location.pathname).toBe(adminPaths.blogManagement);
    expect(screen.getByLabelText('Post Title')).toHaveValue('Half written');
    expect(store.getState().session.isLoggedIn).toBe(true);
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(sentRequests('POST', api.logout)).toHaveLength(0);

    // Staying must not leave a sign-out waiting for the next navigation.
    await act(() => router.navigate(adminPaths.blogManagement + '?again'));
    expect(store.getState().session.isLoggedIn).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.isLoggedIn).toBe(false));
    expect(router.state.location.pathname).toBe(paths.home);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sentRequests('POST', api.logout)).toHaveLength(1);
  });
});

describe('access', () => {
  test('a logged-out visitor goes to /account and a User to /user/profile, before any call', async () => {
    localStorage.clear();
    const visitor = renderWithProviders(null, { routes, route: adminPaths.blogManagement });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe(paths.account));
    visitor.unmount();

    const user = renderAdminAt(adminPaths.blogManagement, 'User');
    await waitFor(() => expect(user.router.state.location.pathname).toBe(paths.userProfile));
    expect(sentRequests()).toHaveLength(0);
  });
});
