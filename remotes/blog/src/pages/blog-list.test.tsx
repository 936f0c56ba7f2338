import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute, headingTexts, renderWithProviders, sentRequests, server } from '@agency/testing';
import { NEWSLETTER_THANKS } from '@agency/ui/newsletter-form';
import routes from '../routes';
import { listFixture, makePost } from '../test-fixtures';

const LIST = apiRoute('/posts/:tenant');
const listReply = () => HttpResponse.json(listFixture);

function renderList(route = '/tech&tranquility') {
  return renderWithProviders(null, { routes, route });
}

/** Waits until the posts have taken the place of the loading placeholders. */
async function postsShown() {
  await screen.findByRole('list', { name: 'Featured articles' });
  await waitFor(() => expect(screen.queryByText('Loading blog posts...')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryAllByTestId('post-card-skeleton')).toHaveLength(0));
}

const featuredTitles = () => headingTexts(screen.getByRole('list', { name: 'Featured articles' }));
const gridTitles = () => headingTexts(screen.getByRole('list', { name: 'Articles' }));

describe('blog list page', () => {
  it('asks for the published posts with the tenant header, holding their places with the loading message meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(LIST, async () => {
        await held;
        return listReply();
      }),
    );
    renderList();
    expect(await screen.findByText('Loading blog posts...')).toHaveAttribute('role', 'status');
    // Cards of the final size stand where the posts will be: the three featured and a row.
    expect(
      within(screen.getByRole('list', { name: 'Featured articles' })).getAllByTestId(
        'post-card-skeleton',
      ),
    ).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: 'Articles' })).getAllByTestId('post-card-skeleton'),
    ).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toBeInTheDocument();
    release();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tech & Tranquility' }),
    ).toBeInTheDocument();
    await postsShown();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const [call] = sentRequests('GET', LIST);
    expect(call?.url.pathname).toBe('/api/v1/posts/revline');
    expect(call?.url.searchParams.get('status')).toBe('Published');
    expect(call?.headers.get('x-tenant-id')).toBe('revline');
    expect(document.title).toBe('Tech & Tranquility | Revline Digital');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/auto repair shops/);
  });

  it('features the first three posts and lists the others below without repeating them, published before unpublished', async () => {
    const draft = makePost({ _id: 'z', title: 'Unpublished draft', publishStatus: 'Draft' });
    server.use(http.get(LIST, () => HttpResponse.json([draft, ...listFixture])));
    renderList();
    await postsShown();
    expect(featuredTitles()).toEqual([
      'What Is SEO?',
      'Google Business Profile Checklist',
      'Turning Reviews Into Booked Bays',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'More articles' })).toBeInTheDocument();
    expect(gridTitles()).toEqual([
      ...listFixture.slice(3).map((post) => post.title),
      'Unpublished draft',
    ]);
    // Each post once on the page.
    expect(screen.getAllByRole('link', { name: 'What Is SEO?' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'What Is SEO?' })).toHaveAttribute(
      'href',
      '/tech&tranquility/what-is-seo',
    );
    expect(
      screen.getByText('Showing all 6 articles: 3 featured above, 3 more below'),
    ).toBeInTheDocument();
  });

  it('searches and filters by tag over every loaded post, the featured ones included', async () => {
    server.use(http.get(LIST, listReply));
    const { user } = renderList();
    await postsShown();
    const tags = screen.getByRole('group', { name: 'Filter by tag' });
    await user.click(within(tags).getByRole('button', { name: 'Marketing' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Matching articles' }),
    ).toBeInTheDocument();
    expect(gridTitles()).toEqual(['What Is SEO?', 'Google Business Profile Checklist']);
    // The featured posts stay above as they were.
    expect(featuredTitles()).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'checklist');
    expect(gridTitles()).toEqual(['Google Business Profile Checklist']);
    expect(await screen.findByText('Showing 1 matching article')).toBeInTheDocument();
    await user.click(within(tags).getByRole('button', { name: 'All' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    expect(gridTitles()).toEqual(listFixture.slice(3).map((post) => post.title));
  });

  it('shows a post’s feature image on its card in place of the drawn cover', async () => {
    const url = 'http://localhost:4000/media/0b7c1e9a-1f2e-4c3d-9a8b-7c6d5e4f3a2b.jpg';
    const [first, ...rest] = listFixture;
    server.use(
      http.get(LIST, () =>
        HttpResponse.json([{ ...first!, featureImage: { url, alt: 'A shop bay' } }, ...rest]),
      ),
    );
    renderList();
    await postsShown();
    const card = screen.getAllByRole('heading', { name: first!.title })[0]!.closest('article')!;
    // Decorative on the card (its heading names the post): in the page, not in the a11y tree.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', url);
    expect(card.querySelector('svg')).toBeNull();
    const other = screen.getAllByRole('heading', { name: rest[0]!.title })[0]!.closest('article')!;
    expect(other.querySelector('img')).toBeNull();
  });

  it("shows 'No Excerpt Available' for a post without an excerpt", async () => {
    server.use(http.get(LIST, listReply));
    renderList();
    const card = (
      await screen.findAllByRole('heading', { name: 'APIs for Your Shop System' })
    )[0]!.closest('article')!;
    expect(within(card).getByText('No Excerpt Available')).toBeInTheDocument();
    expect(within(card).getByText('March 3, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-03T10:00:00.000Z',
    );
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an empty list', () => HttpResponse.json([])],
  ])("shows 'Failed to fetch blog posts.' on %s, and Try again refetches", async (_case, reply) => {
    // The first handler that matches answers: the one-off failure, then the list.
    server.use(http.get(LIST, reply, { once: true }), http.get(LIST, listReply));
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch blog posts.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(featuredTitles()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('combines the search text with a tag, keeps both in the URL, and All clears the tag', async () => {
    server.use(http.get(LIST, listReply));
    const { user, router } = renderList();
    await postsShown();

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'SEO');
    // At once on the loaded posts, then the server's search of every post.
    expect(gridTitles()).toEqual(['What Is SEO?', 'Turning Reviews Into Booked Bays']);
    expect(await screen.findByText('Showing 2 matching articles')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sentRequests('GET', LIST).some((call) => call.url.searchParams.get('q') === 'SEO')).toBe(
      true,
    );

    const tags = screen.getByRole('group', { name: 'Filter by tag' });
    await user.click(within(tags).getByRole('button', { name: 'Strategy' }));
    expect(within(tags).getByRole('button', { name: 'Strategy' })).toBePressed();
    expect(within(tags).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(gridTitles()).toEqual(['Turning Reviews Into Booked Bays']);
    expect(router.state.location.pathname).toBe('/tech&tranquility');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('SEO');
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('Strategy');

    await user.click(within(tags).getByRole('button', { name: 'All' }));
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBeNull();
    expect(gridTitles()).toEqual(['What Is SEO?', 'Turning Reviews Into Booked Bays']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.click(within(tags).getByRole('button', { name: 'Technology' }));
    expect(gridTitles()).toEqual(['Dealership Websites After Hours', 'APIs for Your Shop System']);
    expect(router.state.location.search).toBe('?tag=Technology');
  });

  it('restores the filter from the URL query (a shared or reloaded link)', async () => {
    server.use(http.get(LIST, listReply));
    renderList('/tech&tranquility?q=websites&tag=Development');
    await postsShown();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('websites');
    expect(screen.getByRole('button', { name: 'Development' })).toBePressed();
    expect(gridTitles()).toEqual(['Dealership Websites After Hours']);
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    server.use(http.get(LIST, listReply));
    const { user, router } = renderList('/tech&tranquility?q=zzz&tag=API');
    expect(await screen.findByText(/No articles match your search/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(router.state.location.search).toBe('');
    expect(gridTitles()).toHaveLength(2);
    expect(featuredTitles()).toHaveLength(3);
  });

  it('refetches the list on the next visit, so a newly published post shows', async () => {
    server.use(
      http.get(LIST, listReply, { once: true }),
      http.get(LIST, () =>
        HttpResponse.json([makePost({ _id: 'new', title: 'Freshly published' }), ...listFixture]),
      ),
    );
    const { router } = renderList();
    await postsShown();
    expect(featuredTitles()).not.toContain('Freshly published');
    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByTestId('unmatched-route')).toBeInTheDocument();
    await act(() => router.navigate('/tech&tranquility'));
    await waitFor(() => expect(featuredTitles()[0]).toBe('Freshly published'));
    expect(sentRequests('GET', LIST)).toHaveLength(2);
  });

  describe('loading more', () => {
    const older = [
      makePost({ _id: 'f', title: 'Older Post One' }),
      makePost({ _id: 'g', title: 'Older Post Two' }),
    ];

    /** The first page with a next cursor, the second page after it. */
    function twoPages(second: () => Response | Promise<Response> = () => HttpResponse.json(older)) {
      server.use(
        http.get(LIST, ({ request }) =>
          new URL(request.url).searchParams.get('cursor') === 'page-2'
            ? second()
            : HttpResponse.json(listFixture, { headers: { 'x-next-cursor': 'page-2' } }),
        ),
      );
    }

    it('adds the next page with the keyboard and announces how many loaded', async () => {
      twoPages();
      const { user } = renderList();
      await postsShown();
      expect(
        screen.getByText('Showing the newest 5 articles: 3 featured above, 2 more below'),
      ).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Load more articles' });
      button.focus();
      await user.keyboard('{Enter}');
      expect(
        await screen.findByText('2 more articles loaded, 7 shown. That is all of them.'),
      ).toHaveAttribute('role', 'status');
      expect(gridTitles()).toEqual([...listFixture.slice(3), ...older].map((post) => post.title));
      expect(screen.queryByRole('button', { name: 'Load more articles' })).not.toBeInTheDocument();
      expect(
        screen.getByText('Showing all 7 articles: 3 featured above, 4 more below'),
      ).toBeInTheDocument();
      const [first, second] = sentRequests('GET', LIST);
      expect(first?.url.searchParams.get('cursor')).toBeNull();
      expect(second?.url.searchParams.get('cursor')).toBe('page-2');
      expect(second?.url.searchParams.get('status')).toBe('Published');
    });

    it('shows a loading state that keeps the button focusable', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      twoPages(async () => {
        await held;
        return HttpResponse.json(older);
      });
      const { user } = renderList();
      await user.click(await screen.findByRole('button', { name: 'Load more articles' }));
      const busy = await screen.findByRole('button', { name: 'Loading more articles...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      // A row of cards of the final size holds the place of the page on its way.
      expect(
        within(screen.getByRole('list', { name: 'Articles' })).getAllByTestId('post-card-skeleton'),
      ).toHaveLength(3);
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      expect(busy).not.toBeDisabled();
      await user.click(busy); // ignored while loading
      release();
      expect(await screen.findByText(/2 more articles loaded/)).toBeInTheDocument();
      expect(screen.queryAllByTestId('post-card-skeleton')).toHaveLength(0);
      expect(
        sentRequests('GET', LIST).filter(
          (call) => call.url.searchParams.get('cursor') === 'page-2',
        ),
      ).toHaveLength(1);
    });

    it('says when a page fails and retries it', async () => {
      let failures = 1;
      twoPages(() =>
        failures-- > 0
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json(older),
      );
      const { user } = renderList();
      await user.click(await screen.findByRole('button', { name: 'Load more articles' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Could not load more articles. Please try again.',
      );
      expect(gridTitles()).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(/2 more articles loaded, 7 shown/)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('finds posts that are not loaded yet through the server search, and pages its results', async () => {
      const hidden = makePost({
        _id: 'x',
        title: 'Brake Pads and Bookings',
        excerpt: 'Old but relevant.',
        tags: ['Business'],
      });
      const hiddenToo = makePost({ _id: 'y', title: 'Brakes Again', tags: ['Business'] });
      server.use(
        http.get(LIST, ({ request }) => {
          const { searchParams } = new URL(request.url);
          const q = searchParams.get('q');
          if (q === 'brake' && searchParams.get('cursor') === 'more')
            return HttpResponse.json([hiddenToo]);
          if (q === 'brake')
            return HttpResponse.json([hidden], { headers: { 'x-next-cursor': 'more' } });
          return HttpResponse.json(listFixture, { headers: { 'x-next-cursor': 'page-2' } });
        }),
      );
      const { user } = renderList();
      await postsShown();
      await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'brake');
      expect(
        await screen.findByRole('heading', { level: 3, name: 'Brake Pads and Bookings' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Showing the first 1 matching article')).toBeInTheDocument();
      const search = sentRequests('GET', LIST).find(
        (call) => call.url.searchParams.get('q') === 'brake',
      );
      expect(search?.url.searchParams.get('status')).toBe('Published');
      await user.click(screen.getByRole('button', { name: 'Load more articles' }));
      await waitFor(() =>
        expect(gridTitles()).toEqual(['Brake Pads and Bookings', 'Brakes Again']),
      );
      // The tag goes to the server too.
      await user.click(
        within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', {
          name: 'Business',
        }),
      );
      await waitFor(() =>
        expect(
          sentRequests('GET', LIST).some(
            (call) =>
              call.url.searchParams.get('tag') === 'Business' &&
              call.url.searchParams.get('q') === 'brake',
          ),
        ).toBe(true),
      );
    });
  });

  it('subscribes to the newsletter with the same call and messages as the footer', async () => {
    server.use(
      http.get(LIST, listReply),
      http.post(apiRoute('/newsletters/:tenant/subscribe'), () =>
        HttpResponse.json({ message: 'ok' }),
      ),
    );
    const { user } = renderList();
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'owner@shop.com',
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_THANKS)).toBeInTheDocument();
    expect(
      await sentRequests('POST', apiRoute('/newsletters/:tenant/subscribe'))[0]?.json(),
    ).toEqual({
      email: 'owner@shop.com',
      referenceCode: '',
      fillMs: expect.any(Number),
    });
  });

  it('introduces the team', async () => {
    server.use(http.get(LIST, listReply));
    renderList();
    const team = await screen.findByRole('region', { name: 'Meet the team' });
    expect(within(team).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
  });
});
