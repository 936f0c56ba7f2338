import { makeStore, tenantPath, type AppStore } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { baseApi } from '@agency/shared-state/api';
import { http, HttpResponse } from 'msw';
import { adminUserFixture, loadApi, sentRequests, server, storeSession } from '@agency/testing';
import { adminApi } from './api';
import { api } from './test/api-routes';

// Stand-ins for the blog remote's queries, tagged by the shared convention, to check that the
// admin's changes reach the blog's list and post pages through the one cache.
const blogLike = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testPublishedPosts: build.query<Post[], void>({
      query: () => `/posts/${tenantPath()}?status=Published`,
      providesTags: (result) => [
        { type: 'Post', id: 'LIST' },
        ...(result ?? []).map((post) => ({ type: 'Post' as const, id: post._id })),
      ],
    }),
    testPost: build.query<Post, string>({
      query: (id) => `/posts/${tenantPath()}/${id}`,
      providesTags: (result) => (result ? [{ type: 'Post', id: result._id }] : []),
    }),
  }),
});

const post = {
  _id: 'p1',
  title: 'Brakes',
  content: '',
  tags: [],
  publishStatus: 'Draft',
  createdAt: '',
  likes: [],
  dislikes: [],
};

beforeEach(() => {
  storeSession(adminUserFixture, 'admin-token');
  server.use(
    http.get(api.posts, () => HttpResponse.json([post])),
    http.get(api.post, () => HttpResponse.json(post)),
    http.post(api.posts, () => HttpResponse.json({ ...post, _id: 'p2' }, { status: 201 })),
    http.put(api.post, () => HttpResponse.json(post)),
    http.delete(api.post, () => new HttpResponse(null, { status: 204 })),
    http.post(api.publish, () => HttpResponse.json(post)),
    http.post(api.unpublish, () => HttpResponse.json(post)),
  );
});
afterEach(() => localStorage.clear());

const body = {
  title: 'Brakes',
  content: '<p>x</p>',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  status: 'Draft' as const,
  publishAt: null,
  unpublishAt: null,
  tags: [],
  featureImage: null,
};

const { endpoints } = adminApi;
test.each<[string, (store: AppStore) => Promise<unknown>]>([
  ['create', (store) => store.dispatch(endpoints.adminCreatePost.initiate(body)).unwrap()],
  [
    'update',
    (store) => store.dispatch(endpoints.adminUpdatePost.initiate({ id: 'p1', body })).unwrap(),
  ],
  ['delete', (store) => store.dispatch(endpoints.adminDeletePost.initiate('p1')).unwrap()],
  ['publish', (store) => store.dispatch(endpoints.adminPublishPost.initiate('p1')).unwrap()],
  ['unpublish', (store) => store.dispatch(endpoints.adminUnpublishPost.initiate('p1')).unwrap()],
])('%s refreshes the blog list and the post page that are open', async (name, mutation) => {
  const store = makeStore(loadApi);
  const list = store.dispatch(blogLike.endpoints.testPublishedPosts.initiate());
  const page = store.dispatch(blogLike.endpoints.testPost.initiate('p1'));
  await Promise.all([list, page]);
  const listCalls = () =>
    sentRequests().filter((request) => request.url.search === '?status=Published').length;
  const pageCalls = () => sentRequests('GET', api.post).length;
  expect([listCalls(), pageCalls()]).toEqual([1, 1]);

  await mutation(store);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(listCalls()).toBe(2);
  // A create has no page open yet; every other change refreshes the post's page too.
  expect(pageCalls()).toBe(name === 'create' ? 1 : 2);
  list.unsubscribe();
  page.unsubscribe();
});

test('a list nobody shows is refetched on its next visit after a change', async () => {
  const store = makeStore(loadApi);
  const first = store.dispatch(blogLike.endpoints.testPublishedPosts.initiate());
  await first;
  first.unsubscribe();

  await store.dispatch(adminApi.endpoints.adminPublishPost.initiate('p1')).unwrap();
  const again = store.dispatch(blogLike.endpoints.testPublishedPosts.initiate());
  await again;
  expect(
    sentRequests().filter((request) => request.url.search === '?status=Published'),
  ).toHaveLength(2);
  again.unsubscribe();
});
