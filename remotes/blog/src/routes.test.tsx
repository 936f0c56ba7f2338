import { screen, waitFor } from '@testing-library/react';
import { createApiMock, renderWithProviders, type ApiMock } from 'shared-state/test-utils';
import routes from './routes';
import { listFixture } from './test-fixtures';

describe('old blog links', () => {
  let api: ApiMock;
  beforeEach(() => {
    api = createApiMock();
    api.on('GET', '/posts/:tenant', { body: listFixture });
    api.on('GET', '/posts/:tenant/:postId', (request) => {
      const found = listFixture.find(
        (post) => post._id === request.params.postId || post.slug === request.params.postId,
      );
      return found ? { body: found } : { status: 404, body: { message: 'Post not found' } };
    });
    api.on('GET', '/posts/:tenant/:postId/comments', { body: [] });
  });
  afterEach(() => api.restore());

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
