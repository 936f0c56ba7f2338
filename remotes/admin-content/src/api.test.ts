import { baseApi, makeStore, tenantPath, type AppStore, type Post } from 'shared-state';
import {
  adminUserFixture,
  createApiMock,
  storeSession,
  type ApiMock,
} from 'shared-state/test-utils';
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

let mock: ApiMock;
beforeEach(() => {
  storeSession(adminUserFixture, 'admin-token');
  mock = createApiMock()
    .on('GET', '/posts/:tenant', { body: [post] })
    .on('GET', '/posts/:tenant/:id', { body: post })
    .on('POST', '/posts/:tenant', { status: 201, body: { ...post, _id: 'p2' } })
    .on('PUT', '/posts/:tenant/:id', { body: post })
    .on('DELETE', '/posts/:tenant/:id', { status: 204 })
    .on('POST', '/posts/:tenant/:id/publish', { body: post })
    .on('POST', '/posts/:tenant/:id/unpublish', { body: post });
});
afterEach(() => {
  mock.restore();
  localStorage.clear();
});

const body = {
  title: 'Brakes',
  content: '<p>x</p>',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  status: 'Draft' as const,
  tags: [],
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
  const store = makeStore();
  const list = store.dispatch(blogLike.endpoints.testPublishedPosts.initiate());
  const page = store.dispatch(blogLike.endpoints.testPost.initiate('p1'));
  await Promise.all([list, page]);
  const listCalls = () =>
    mock.requests.filter((request) => request.url.search === '?status=Published').length;
  const pageCalls = () => mock.calls('GET', '/posts/:tenant/:id').length;
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
  const store = makeStore();
  const first = store.dispatch(blogLike.endpoints.testPublishedPosts.initiate());
  await first;
  first.unsubscribe();

  await store.dispatch(adminApi.endpoints.adminPublishPost.initiate('p1')).unwrap();
  const again = store.dispatch(blogLike.endpoints.testPublishedPosts.initiate());
  await again;
  expect(
    mock.requests.filter((request) => request.url.search === '?status=Published'),
  ).toHaveLength(2);
  again.unsubscribe();
});
