import { act, screen, waitFor, within } from '@testing-library/react';
import { restoreSession, sessionSlice, UNRESTORED_SESSION } from '@agency/shared-state';
import { http, HttpResponse } from 'msw';
import {
  apiRoute,
  loggedInState,
  renderWithProviders,
  sentRequests,
  server,
  sessionUserFixture,
  storeSession,
} from '@agency/testing';
import routes from '../routes';
import { listFixture, makeComment, makePost } from '../test-fixtures';

const POST = apiRoute('/posts/:tenant/:postId');
const COMMENTS = apiRoute('/posts/:tenant/:postId/comments');
const LIST = apiRoute('/posts/:tenant');
const LIKE = apiRoute('/posts/:tenant/:postId/like');
const DISLIKE = apiRoute('/posts/:tenant/:postId/dislike');
const failure = () => HttpResponse.json({ message: 'boom' }, { status: 500 });

const post = makePost({
  _id: 'a',
  slug: 'what-is-seo',
  title: 'What Is SEO?',
  content: '<h2>Search starts here</h2><p>Body of the article.</p>',
  tags: ['Marketing', 'Digital', 'Business'],
  likes: ['someone-else'],
  dislikes: [],
  metaTitle: 'What Is SEO? A Plain-English Guide',
  metaDescription: 'How SEO works for an auto repair shop.',
  metaKeywords: 'SEO, local SEO',
  readingMinutes: 4,
});

function renderPost(options: { route?: string; loggedIn?: boolean } = {}) {
  const { route = '/tech&tranquility/what-is-seo', loggedIn = false } = options;
  if (loggedIn) storeSession(sessionUserFixture, 'tok-user');
  return renderWithProviders(null, {
    routes,
    route,
    preloadedState: loggedIn ? loggedInState() : undefined,
  });
}

/** The api answers the post only once the returned function is called. */
function holdPost(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(POST, async () => {
      await held;
      return HttpResponse.json(post);
    }),
  );
  return () => release();
}

/** The api saves each comment posted: its reply is `saved(content)`, as created (201). */
function saveCommentsAs(saved: (content: string) => object) {
  server.use(
    http.post(COMMENTS, async ({ request }) => {
      const { content } = (await request.json()) as { content: string };
      return HttpResponse.json(saved(content), { status: 201 });
    }),
  );
}

describe('blog post page', () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(
      http.get(POST, () => HttpResponse.json(post)),
      http.get(COMMENTS, () => HttpResponse.json([])),
      http.get(LIST, () => HttpResponse.json(listFixture)),
    );
  });

  it('shows the title, date and body of the post named by its slug, after the loading message', async () => {
    const release = holdPost();
    renderPost();
    expect(await screen.findByText('Loading post...')).toBeInTheDocument();
    release();
    const title = await screen.findByRole('heading', { level: 1, name: 'What Is SEO?' });
    expect(within(title.closest('header')!).getByText('March 3, 2026')).toHaveAttribute(
      'datetime',
      post.createdAt,
    );
    // The reading time the api stored when the post was saved.
    expect(within(title.closest('header')!).getByText('4 min read')).toBeInTheDocument();
    // The body follows once the sanitizer's code has loaded.
    expect(
      (await screen.findByRole('heading', { level: 2, name: 'Search starts here' })).closest(
        '.ck-content',
      ),
    ).not.toBeNull();
    expect(screen.getByText('Body of the article.')).toBeInTheDocument();
    expect(sentRequests('GET', POST)[0]?.url.pathname).toBe('/api/v1/posts/revline/what-is-seo');
    // Comments are asked for by the post's id once the post is known.
    await waitFor(() =>
      expect(sentRequests('GET', COMMENTS)[0]?.url.pathname).toBe(
        '/api/v1/posts/revline/a/comments',
      ),
    );
  });

  it('keeps a <script> and an onerror attribute of the stored content out of the DOM', async () => {
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(
      http.get(POST, () =>
        HttpResponse.json(
          makePost({
            _id: 'x',
            title: 'Hostile',
            content:
              '<p>Before</p><script>window.__hacked = true</script><img src="x" onerror="window.__hacked = true"><p>After</p>',
          }),
        ),
      ),
    );
    const { container } = renderPost({ route: '/tech&tranquility/x' });
    await screen.findByText('After');
    const body = container.querySelector('.ck-content')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).not.toBeNull();
    expect(body.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(body.innerHTML).not.toMatch(/hacked/);
    expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('shows a post opened from the list at once, while its own request is on its way', async () => {
    const release = holdPost();
    const { user } = renderPost({ route: '/tech&tranquility' });
    const featured = await screen.findByRole('list', { name: 'Featured articles' });
    await user.click(await within(featured).findByRole('link', { name: 'What Is SEO?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What Is SEO?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading post...')).not.toBeInTheDocument();
    await waitFor(() => expect(sentRequests('GET', POST)).toHaveLength(1));
    release();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Search starts here' }),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to fetch the post.' when the post cannot be loaded, and Try again refetches", async () => {
    server.use(http.get(POST, failure, { once: true }));
    const { user } = renderPost();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch the post.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What Is SEO?' }),
    ).toBeInTheDocument();
  });

  it('shows a clear not-found message with a link to the list for a missing post', async () => {
    server.use(
      http.get(POST, () => HttpResponse.json({ message: 'Post not found' }, { status: 404 })),
    );
    renderPost({ route: '/tech&tranquility/no-such-post' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Browse all articles on Tech & Tranquility' }),
    ).toHaveAttribute('href', '/tech&tranquility');
    expect(document.title).toBe('Post not found | Revline Digital');
  });

  it('sets the title from metaTitle, the description, keywords, canonical URL and BlogPosting JSON-LD', async () => {
    renderPost({ route: '/tech&tranquility/a' });
    await screen.findByRole('heading', { level: 1, name: 'What Is SEO?' });
    await waitFor(() =>
      expect(document.title).toBe('What Is SEO? A Plain-English Guide | Revline Digital'),
    );
    const meta = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('How SEO works for an auto repair shop.');
    expect(meta('meta[name="keywords"]')).toBe('SEO, local SEO');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[name="twitter:title"]')).toBe(
      'What Is SEO? A Plain-English Guide | Revline Digital',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:8080/tech&tranquility/what-is-seo',
    );
    const items = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    ) as { '@type': string }[];
    expect(items.find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Tech & Tranquility' }, { name: 'What Is SEO?' }],
    });
    const jsonLd = items.find((item) => item['@type'] === 'BlogPosting');
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'What Is SEO?',
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      description: 'How SEO works for an auto repair shop.',
      keywords: 'SEO, local SEO',
      url: 'http://localhost:8080/tech&tranquility/what-is-seo',
      publisher: { '@type': 'Organization', name: 'Revline Digital' },
    });
  });

  it('shows the post’s feature image with its description and names it first among the images of its JSON-LD', async () => {
    const featureImage = {
      url: 'http://localhost:4000/media/0b7c1e9a-1f2e-4c3d-9a8b-7c6d5e4f3a2b.png',
      alt: 'A technician checking brake pads',
    };
    server.use(
      http.get(POST, () => HttpResponse.json(makePost({ _id: 'f', slug: 'f', featureImage }))),
    );
    renderPost({ route: '/tech&tranquility/f' });
    const image = await screen.findByRole('img', { name: featureImage.alt });
    expect(image).toHaveAttribute('src', featureImage.url);
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
    );
    const items = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    ) as { '@type': string; image?: string[] }[];
    const posting = items.find((item) => item['@type'] === 'BlogPosting');
    expect(posting?.image).toEqual([featureImage.url, makePost({ _id: 'f' }).shareImage.url]);
    // The shared card stays the 1200×630 card, which shows the picture.
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      makePost({ _id: 'f' }).shareImage.url,
    );
  });

  it('falls back to the title and excerpt when the post has no meta fields', async () => {
    server.use(
      http.get(POST, () =>
        HttpResponse.json(
          makePost({ _id: 'b', slug: 'b', title: 'Plain post', excerpt: 'Short summary.' }),
        ),
      ),
    );
    renderPost({ route: '/tech&tranquility/b' });
    await screen.findByRole('heading', { level: 1, name: 'Plain post' });
    await waitFor(() => expect(document.title).toBe('Plain post | Revline Digital'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Short summary.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:8080/tech&tranquility/b',
    );
  });

  it("suggests up to three other posts under 'You Might Also Like'", async () => {
    renderPost();
    const section = await screen.findByRole('region', { name: 'You Might Also Like' });
    const cards = await within(section).findAllByRole('article');
    expect(within(section).queryAllByTestId('post-card-skeleton')).toHaveLength(0);
    const titles = cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toHaveLength(3);
    expect(titles).not.toContain('What Is SEO?');
  });

  describe('comments', () => {
    it("lists comments oldest first, or says 'No comments yet. Be the first to comment!'", async () => {
      server.use(
        http.get(COMMENTS, () =>
          HttpResponse.json([
            makeComment({
              _id: 'c2',
              content: 'Second',
              createdAt: '2026-03-06T10:00:00.000Z',
              author: { username: 'bo' },
            }),
            makeComment({
              _id: 'c1',
              content: 'First',
              createdAt: '2026-03-05T10:00:00.000Z',
              author: { username: 'al' },
            }),
          ]),
        ),
      );
      renderPost();
      const region = await screen.findByRole('region', { name: 'Comments (2)' });
      const items = await within(region).findAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'al · March 5, 2026First',
        'bo · March 6, 2026Second',
      ]);
    });

    it('asks for the newest page and loads earlier comments above the list on demand', async () => {
      const c = (n: number) =>
        makeComment({
          _id: `c${n}`,
          content: `Comment ${n}`,
          createdAt: `2026-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
        });
      let failures = 1;
      server.use(
        http.get(COMMENTS, ({ request }) => {
          if (new URL(request.url).searchParams.get('cursor') !== 'older')
            return HttpResponse.json([c(4), c(3)], { headers: { 'x-next-cursor': 'older' } });
          return failures-- > 0 ? HttpResponse.error() : HttpResponse.json([c(2), c(1)]);
        }),
      );
      const { user } = renderPost({ loggedIn: true });
      const region = await screen.findByRole('region', { name: 'Comments (2+)' });
      const texts = () =>
        within(within(region).getByRole('list'))
          .getAllByRole('listitem')
          .map((item) => item.querySelector('p:last-child')?.textContent);
      expect(texts()).toEqual(['Comment 3', 'Comment 4']);
      expect(sentRequests('GET', COMMENTS)[0]?.url.searchParams.get('limit')).toBe('20');

      // A failed page says so and offers a retry.
      await user.click(within(region).getByRole('button', { name: 'Load earlier comments' }));
      expect(await within(region).findByRole('alert')).toHaveTextContent(
        'Could not load more comments. Please try again.',
      );
      await user.click(within(region).getByRole('button', { name: 'Try again' }));
      expect(
        await within(region).findByText('2 more comments loaded, 4 shown. That is all of them.'),
      ).toBeInTheDocument();
      expect(texts()).toEqual(['Comment 1', 'Comment 2', 'Comment 3', 'Comment 4']);
      expect(screen.getByRole('region', { name: 'Comments (4)' })).toBe(region);
      expect(
        within(region).queryByRole('button', { name: 'Load earlier comments' }),
      ).not.toBeInTheDocument();

      // A new comment goes at the end, after every loaded one.
      server.use(http.post(COMMENTS, () => HttpResponse.json(c(9), { status: 201 })));
      await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Comment 9');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      await waitFor(() =>
        expect(texts()).toEqual(['Comment 1', 'Comment 2', 'Comment 3', 'Comment 4', 'Comment 9']),
      );
    });

    it('says so when there are none yet', async () => {
      renderPost();
      expect(
        await screen.findByText('No comments yet. Be the first to comment!'),
      ).toBeInTheDocument();
    });

    it("shows 'Failed to fetch comments.' when they cannot be loaded", async () => {
      server.use(http.get(COMMENTS, () => HttpResponse.json({}, { status: 500 })));
      renderPost();
      expect(await screen.findByText('Failed to fetch comments.')).toBeInTheDocument();
    });

    it("gives a visitor no form: trying to comment alerts 'Please log in to comment.' and shows how to log in", async () => {
      const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      const { user } = renderPost();
      await screen.findByText('No comments yet. Be the first to comment!');
      expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Write a comment' }));
      expect(alertSpy).toHaveBeenCalledWith('Please log in to comment.');
      const hint = screen.getByRole('alert');
      expect(hint).toHaveTextContent('Please log in to comment.');
      expect(
        within(hint).getByRole('link', { name: 'Log in or create an account' }),
      ).toHaveAttribute('href', '/account');
      expect(sentRequests('POST', COMMENTS)).toHaveLength(0);
    });

    it('lets a logged-in user comment: the new comment appears at once, with no refetch', async () => {
      saveCommentsAs((content) =>
        makeComment({ _id: 'new', content, author: { username: 'jordan' } }),
      );
      const { user } = renderPost({ loggedIn: true });
      await screen.findByText('No comments yet. Be the first to comment!');
      expect(screen.getByText('Commenting as jordan')).toBeInTheDocument();
      const box = screen.getByRole('textbox', { name: 'Add a comment' });
      await user.type(box, '  Very useful, thanks!  ');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      const region = screen.getByRole('region', { name: /Comments/ });
      expect(await within(region).findByText('Very useful, thanks!')).toBeInTheDocument();
      expect(box).toHaveValue('');
      expect(
        screen.queryByText('No comments yet. Be the first to comment!'),
      ).not.toBeInTheDocument();
      const [call] = sentRequests('POST', COMMENTS);
      expect(call?.url.pathname).toBe('/api/v1/posts/revline/a/comments');
      // With the spam guard's two fields, as the contact and newsletter forms send them.
      expect(await call?.json()).toEqual({
        content: 'Very useful, thanks!',
        referenceCode: '',
        fillMs: expect.any(Number),
      });
      expect(call?.headers.get('authorization')).toBe('Bearer tok-user');
      expect(sentRequests('GET', COMMENTS)).toHaveLength(1);
    });

    it('says a held comment waits for approval and leaves it out of the thread', async () => {
      saveCommentsAs((content) => ({
        ...makeComment({ _id: 'held', content, author: { username: 'jordan' } }),
        held: true,
      }));
      const { user } = renderPost({ loggedIn: true });
      await screen.findByText('No comments yet. Be the first to comment!');
      const box = screen.getByRole('textbox', { name: 'Add a comment' });
      await user.type(box, 'See my-shop.com');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(
        await screen.findByText('Thank you! Your comment will appear once it has been approved.'),
      ).toHaveAttribute('role', 'status');
      expect(box).toHaveValue('');
      expect(screen.queryByText('See my-shop.com')).not.toBeInTheDocument();
      expect(screen.getByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    });

    it('sends what a bot typed into the hidden field, which people never meet', async () => {
      server.use(
        http.post(COMMENTS, () =>
          HttpResponse.json(makeComment({ _id: 'bot', content: 'Buy' }), { status: 201 }),
        ),
      );
      const { user } = renderPost({ loggedIn: true });
      const box = await screen.findByRole('textbox', { name: 'Add a comment' });
      // The only textbox a person reaches is the comment box.
      expect(screen.getAllByRole('textbox')).toEqual([box]);
      const trap = document.querySelector<HTMLInputElement>('input[name="referenceCode"]')!;
      await user.type(trap, 'http://spam.example');
      await user.type(box, 'Buy');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      await waitFor(() => expect(sentRequests('POST', COMMENTS)).toHaveLength(1));
      expect(await sentRequests('POST', COMMENTS)[0]?.json()).toMatchObject({
        referenceCode: 'http://spam.example',
      });
    });

    it("shows 'Failed to add comment.' and keeps the text when posting fails", async () => {
      server.use(http.post(COMMENTS, failure));
      const { user } = renderPost({ loggedIn: true });
      const box = await screen.findByRole('textbox', { name: 'Add a comment' });
      await user.type(box, 'Keep me');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      const error = await screen.findByText('Failed to add comment.');
      expect(error).toHaveAttribute('role', 'alert');
      expect(box).toHaveValue('Keep me');
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAttribute('aria-describedby', error.id);
    });

    it('reloads the comments after posting when they had failed to load', async () => {
      const saved = makeComment({
        _id: 'new',
        content: 'Posted anyway',
        author: { username: 'jordan' },
      });
      server.use(
        http.get(COMMENTS, () => HttpResponse.json({}, { status: 500 }), { once: true }),
        http.get(COMMENTS, () => HttpResponse.json([saved])),
        http.post(COMMENTS, () => HttpResponse.json(saved, { status: 201 })),
      );
      const { user } = renderPost({ loggedIn: true });
      expect(await screen.findByText('Failed to fetch comments.')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Posted anyway');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(await screen.findByText('Posted anyway', { selector: 'li p' })).toBeInTheDocument();
      expect(screen.queryByText('Failed to fetch comments.')).not.toBeInTheDocument();
      expect(sentRequests('GET', COMMENTS)).toHaveLength(2);
    });

    it('sends nothing for an empty comment, and leaves no empty alert or status region behind', async () => {
      const liveRegions = () => [
        ...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]'),
      ];
      server.use(
        http.post(COMMENTS, () =>
          HttpResponse.json(makeComment({ _id: 'new', content: 'Now with words' }), {
            status: 201,
          }),
        ),
      );
      const { user } = renderPost({ loggedIn: true });
      const box = await screen.findByRole('textbox', { name: 'Add a comment' });
      await screen.findByText('No comments yet. Be the first to comment!');
      expect(liveRegions()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please write your comment before posting.',
      );
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(sentRequests('POST', COMMENTS)).toHaveLength(0);
      // The only live region is the alert, and it carries its message.
      expect(liveRegions().map((region) => region.textContent)).toEqual([
        'Please write your comment before posting.',
      ]);
      // Typing answers it: the alert goes, rather than staying behind with a stale message.
      await user.type(box, 'Now with words');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(box).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Thank you! Your comment has been posted.',
      );
      expect(liveRegions().every((region) => region.textContent?.trim())).toBe(true);
    });
  });

  describe('votes', () => {
    const likeButton = () => screen.getByRole('button', { name: /^Like/ });
    const dislikeButton = () => screen.getByRole('button', { name: /^Dislike/ });

    it("shows the server's counts and the user's own vote", async () => {
      server.use(
        http.get(POST, () =>
          HttpResponse.json({
            ...post,
            likes: ['someone-else', sessionUserFixture.id],
            dislikes: ['x', 'y', 'z'],
          }),
        ),
      );
      renderPost({ loggedIn: true });
      await screen.findByRole('heading', { level: 1 });
      expect(likeButton()).toHaveAccessibleName('Like 2');
      expect(likeButton()).toBePressed();
      expect(dislikeButton()).toHaveAccessibleName('Dislike 3');
      expect(dislikeButton()).toHaveAttribute('aria-pressed', 'false');
    });

    it('persists a like and a dislike through the api and shows the counts it replies', async () => {
      const userId = sessionUserFixture.id!;
      server.use(
        http.post(LIKE, () => HttpResponse.json({ likes: ['someone-else', userId], dislikes: [] })),
        http.post(DISLIKE, () =>
          HttpResponse.json({ likes: ['someone-else'], dislikes: [userId] }),
        ),
      );
      const { user } = renderPost({ loggedIn: true });
      await screen.findByRole('heading', { level: 1 });
      expect(likeButton()).toHaveAccessibleName('Like 1');

      await user.click(likeButton());
      await waitFor(() => expect(likeButton()).toBePressed());
      expect(likeButton()).toHaveAccessibleName('Like 2');
      const [like] = sentRequests('POST', LIKE);
      expect(like?.url.pathname).toBe('/api/v1/posts/revline/a/like');
      expect(like?.headers.get('authorization')).toBe('Bearer tok-user');

      await user.click(dislikeButton());
      await waitFor(() => expect(dislikeButton()).toBePressed());
      expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
      expect(likeButton()).toHaveAccessibleName('Like 1');
      expect(dislikeButton()).toHaveAccessibleName('Dislike 1');
      // The reply updated the cache: the post was not fetched again.
      expect(sentRequests('GET', POST)).toHaveLength(1);
    });

    it('tells a visitor to log in and sends nothing', async () => {
      const { user } = renderPost();
      await screen.findByRole('heading', { level: 1 });
      await user.click(likeButton());
      const hint = await screen.findByRole('alert');
      expect(hint).toHaveTextContent('Please log in to like or dislike posts.');
      expect(
        within(hint).getByRole('link', { name: 'Log in or create an account' }),
      ).toHaveAttribute('href', '/account');
      expect(sentRequests('POST', LIKE)).toHaveLength(0);
      expect(likeButton()).toHaveAccessibleName('Like 1');
    });

    it('holds a press made before the session is known and answers it once it is', async () => {
      const userId = sessionUserFixture.id!;
      server.use(
        http.post(LIKE, () => HttpResponse.json({ likes: ['someone-else', userId], dislikes: [] })),
      );
      // A server-rendered page starts with the session unread (UNRESTORED_SESSION).
      const { user, store } = renderWithProviders(null, {
        routes,
        route: '/tech&tranquility/what-is-seo',
        preloadedState: { session: UNRESTORED_SESSION },
      });
      await screen.findByRole('heading', { level: 1 });
      await user.click(likeButton());
      expect(screen.getByRole('group', { name: 'Was this article helpful?' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(sentRequests('POST', LIKE)).toHaveLength(0);

      // The page is live: the shell reads the signed-in reader's session from storage.
      storeSession(sessionUserFixture, 'tok-user');
      act(() => {
        store.dispatch(sessionSlice.actions.restored(restoreSession()));
      });
      await waitFor(() => expect(likeButton()).toBePressed());
      expect(sentRequests('POST', LIKE)).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says when a vote could not be saved', async () => {
      server.use(http.post(LIKE, failure));
      const { user } = renderPost({ loggedIn: true });
      await screen.findByRole('heading', { level: 1 });
      await user.click(likeButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your vote could not be saved. Please try again.',
      );
      expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
