/** @jest-environment node */
import { createApiMock, type ApiMock } from 'shared-state/test-utils';
import { fetchPublishedPosts } from './discovery';

describe('fetchPublishedPosts', () => {
  let api: ApiMock;
  beforeEach(() => {
    api = createApiMock();
  });
  afterEach(() => api.restore());

  it('reads every page of published posts through the next-cursor header', async () => {
    const post = (id: string) => ({
      _id: id,
      title: `Post ${id}`,
      createdAt: '2026-01-01T00:00:00Z',
    });
    api.on('GET', '/posts/:tenant', (request) =>
      request.url.searchParams.get('cursor') === 'page-2'
        ? { body: [post('c')] }
        : { body: [post('a'), post('b')], headers: { 'x-next-cursor': 'page-2' } },
    );
    expect((await fetchPublishedPosts()).map((found) => found._id)).toEqual(['a', 'b', 'c']);
    const calls = api.calls('GET', '/posts/:tenant');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url.searchParams.get('status')).toBe('Published');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('100');
  });
});
