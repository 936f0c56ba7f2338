import { makeStore, tenantPath, type AppStore, type Post } from 'shared-state';
import { baseApi } from 'shared-state/api';
import { http, HttpResponse } from 'msw';
import {
  adminUserFixture,
  apiRoute,
  sentRequests,
  server,
  storeSession,
  loadApi,
} from 'site-testing';
import { adminApi } from './api';

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

const POSTS = apiRoute('/posts/:tenant');
const POST = apiRoute('/posts/:tenant/:id');

beforeEach(() => {
  storeSession(adminUserFixture, 'admin-token');
  server.use(
    http.get(POSTS, () => HttpResponse.json([post])),
    http.get(POST, () => HttpResponse.json(post)),
    http.post(POSTS, () => HttpResponse.json({ ...post, _id: 'p2' }, { status: 201 })),
    http.put(POST, () => HttpResponse.json(post)),
    http.delete(POST, () => new HttpResponse(null, { status: 204 })),
    http.post(apiRoute('/posts/:tenant/:id/publish'), () => HttpResponse.json(post)),
    http.post(apiRoute('/posts/:tenant/:id/unpublish'), () => HttpResponse.json(post)),
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
  const pageCalls = () => sentRequests('GET', POST).length;
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
