import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute, renderWithProviders, server } from '@agency/testing';
import routes from './routes';
import { listFixture } from './test-fixtures';

describe('old blog links', () => {
  beforeEach(() => {
    server.use(
      http.get(apiRoute('/posts/:tenant'), () => HttpResponse.json(listFixture)),
      http.get(apiRoute('/posts/:tenant/:postId'), ({ params }) => {
        const found = listFixture.find(
          (post) => post._id === params.postId || post.slug === params.postId,
        );
        return found
          ? HttpResponse.json(found)
          : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
      }),
      http.get(apiRoute('/posts/:tenant/:postId/comments'), () => HttpResponse.json([])),
    );
  });

  it.each([
    ['/blog/what-is-seo', '/tech&tranquility/what-is-seo', 'What Is SEO?'],
    ['/blog/c', '/tech&tranquility/c', 'Turning Reviews Into Booked Bays'],
  ])('%s opens the post at its canonical URL', async (from, to, title) => {
    const { router } = renderWithProviders(null, { routes, route: from });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/blogs', '/blog', '/blog/post-title'])('%s opens the list', async (from) => {
    const { router } = renderWithProviders(null, { routes, route: from });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tech & Tranquility' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tech&tranquility'));
  });

  it('keeps the query of an old list link', async () => {
    const { router } = renderWithProviders(null, { routes, route: '/blogs?tag=API' });
    await screen.findByRole('heading', { level: 1, name: 'Tech & Tranquility' });
    expect(router.state.location.search).toBe('?tag=API');
  });

  it('an old link to a missing post shows the not-found message', async () => {
    renderWithProviders(null, { routes, route: '/blog/gone' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
  });
});
