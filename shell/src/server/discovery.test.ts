/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { apiRoute, sentRequests, server } from '@agency/testing';
import { fetchPublishedPosts } from './discovery';

const POSTS = apiRoute('/posts/:tenant');

describe('fetchPublishedPosts', () => {
  it('reads every page of published posts through the next-cursor header', async () => {
    const post = (id: string) => ({
      _id: id,
      title: `Post ${id}`,
      createdAt: '2026-01-01T00:00:00Z',
    });
    server.use(
      http.get(POSTS, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? HttpResponse.json([post('c')])
          : HttpResponse.json([post('a'), post('b')], { headers: { 'x-next-cursor': 'page-2' } }),
      ),
    );
    expect((await fetchPublishedPosts()).map((found) => found._id)).toEqual(['a', 'b', 'c']);
    const calls = sentRequests('GET', POSTS);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url.searchParams.get('status')).toBe('Published');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('100');
  });
});
