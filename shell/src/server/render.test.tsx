/** @jest-environment node */
// The render server's page rendering, in Node as it runs: a remote's routes from its (mocked)
// container, data through the real RTK Query endpoints against a mocked api at the fetch
// boundary, redirects, 404 and the unavailable states.
import { http, HttpResponse } from 'msw';
import { lazy, Suspense } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { tenantPath, useDocumentMeta, useDomWindow } from '@agency/shared-state';
import { baseApi, INJECT_OVERRIDE } from '@agency/shared-state/api';
import { apiRoute, sentRequests, server } from '@agency/testing';
import { serverWindow } from '@agency/testing/server-render';
import { remoteModules } from '../test/mf-runtime-mock';
import { renderPage } from './render';
import { ServerRemotes } from './server-remotes';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testPosts: build.query<{ title: string }[], void>({ query: () => `/posts/${tenantPath()}` }),
    testPost: build.query<{ _id: string; title: string }, string>({
      query: (slug) => `/posts/${tenantPath()}/${slug}`,
    }),
    testComments: build.query<{ text: string }[], string>({
      query: (postId) => `/posts/${tenantPath()}/${postId}/comments`,
    }),
  }),
});

/** A post and its comments: the second call needs the first's answer, as on the real post page. */
function PostWithComments() {
  const { data: post } = testApi.useTestPostQuery('first-post');
  const { data: comments } = testApi.useTestCommentsQuery(post?._id ?? '', { skip: !post });
  return (
    <article>
      <h1>{post?.title ?? 'Loading post'}</h1>
      {comments ? (
        <ul>
          {comments.map((comment) => (
            <li key={comment.text}>{comment.text}</li>
          ))}
        </ul>
      ) : (
        <p>Loading comments...</p>
      )}
    </article>
  );
}

function PostList() {
  const { data, isError } = testApi.useTestPostsQuery();
  useDocumentMeta({
    title: 'All posts',
    description: 'Every post of the test blog, rendered on the server.',
  });
  if (isError) return <p role="alert">Failed to fetch blog posts.</p>;
  return (
    <>
      <h1>Posts</h1>
      <ul>
        {data?.map((post) => (
          <li key={post.title}>{post.title}</li>
        ))}
      </ul>
    </>
  );
}

/** A post page for a post that is not there (unpublished or deleted). */
function GonePost() {
  useDocumentMeta({ title: 'Post not found', notFound: true });
  return <h1>Post not found</h1>;
}

function Broken(): never {
  throw new Error('boom');
}

const blogRoutes: RouteObject[] = [
  { path: '/tech&tranquility', element: <PostList /> },
  { path: '/tech&tranquility/broken', element: <Broken /> },
  { path: '/tech&tranquility/gone', element: <GonePost /> },
  { path: '/tech&tranquility/first-post', element: <PostWithComments /> },
  { path: '/tech&tranquility/about', element: <h1>About the blog</h1> },
  { path: '/blogs', loader: () => redirect('/tech&tranquility', 301) },
];

const BLOG_ENTRY = 'http://blog.test/server/remoteEntry.js';
const POSTS = apiRoute('/posts/:tenant');
const COMMENTS = apiRoute('/posts/:tenant/:postId/comments');

const runtime = { remotes: {}, siteConfig: {} };
const domWindow = serverWindow();
const render = (path: string, remotes: ServerRemotes) =>
  renderPage({ url: new URL(path, 'http://site.test'), runtime, remotes, serverWindow: domWindow });

describe('renderPage', () => {
  let remotes: ServerRemotes;
  beforeEach(() => {
    remoteModules.clear();
    remoteModules.set('blog/routes', async () => ({ default: blogRoutes }));
    // Loading a remote reads its entry's version, to notice a redeployment later.
    server.use(http.get(BLOG_ENTRY, () => HttpResponse.text('/* blog container */')));
    remotes = new ServerRemotes({ blog: BLOG_ENTRY }, { loadTimeoutMs: 200, revalidateMs: 60_000 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("renders a remote's page with the api data it asked for, its head, and the cache for the browser", async () => {
    server.use(
      http.get(POSTS, () => HttpResponse.json([{ title: 'First post' }, { title: 'Second post' }])),
    );
    const result = await render('/tech&tranquility', remotes);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1>Posts</h1>');
    expect(result.html).toContain('First post');
    expect(result.html).toContain('<footer');
    expect(result.meta?.title).toBe('All posts');
    expect(JSON.stringify(result.payload.state)).toContain('Second post');
    expect(sentRequests('GET', POSTS)).toHaveLength(1);
  });

  it('hands its DOM to the pages it renders (the blog sanitizes post bodies in it)', async () => {
    function WindowProbe() {
      const window = useDomWindow();
      const paragraph = window?.document.createElement('p');
      if (paragraph) paragraph.textContent = 'parsed in the server window';
      return (
        <main
          dangerouslySetInnerHTML={{ __html: window === domWindow ? paragraph!.outerHTML : '' }}
        />
      );
    }
    remoteModules.set('blog/routes', async () => ({
      default: [{ path: '/tech&tranquility', element: <WindowProbe /> }],
    }));
    const result = await render('/tech&tranquility', remotes);
    expect(result.kind === 'page' && result.html).toContain('<p>parsed in the server window</p>');
  });

  it('sends a large page with its lazily loaded parts in place, with no script to move them', async () => {
    const Figure = lazy(async () => ({
      default: () => <figure>{'A drawing of a service bay. '.repeat(40)}</figure>,
    }));
    remoteModules.set('blog/routes', async () => ({
      default: [
        {
          path: '/tech&tranquility',
          element: (
            <main>
              <p>{'A long page. '.repeat(1500)}</p>
              {[1, 2, 3].map((key) => (
                <Suspense key={key} fallback={<p>Drawing...</p>}>
                  <Figure />
                </Suspense>
              ))}
            </main>
          ),
        },
      ],
    }));
    const result = await render('/tech&tranquility', remotes);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html.length).toBeGreaterThan(20_000);
    expect(result.html.match(/<figure>A drawing/g)).toHaveLength(3);
    expect(result.html).toMatch(/<p>A long page\..*<\/p><!--\$--><figure>/s);
    expect(result.html).not.toContain('<script');
    expect(result.html).not.toContain('Drawing...');
  });

  it('renders the calls a page starts once its first data is there, each made once', async () => {
    server.use(
      http.get(apiRoute('/posts/:tenant/first-post'), () =>
        HttpResponse.json({ _id: 'p1', title: 'First post' }),
      ),
      http.get(COMMENTS, () => HttpResponse.json([{ text: 'Great read' }])),
    );
    const result = await render('/tech&tranquility/first-post', remotes);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('<h1>First post</h1>');
    expect(result.html).toContain('Great read');
    expect(result.html).not.toContain('Loading comments...');
    const queries = (result.payload.state.api?.queries ?? {}) as Record<string, { status: string }>;
    expect(Object.values(queries).map((query) => query.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(sentRequests('GET', apiRoute('/posts/:tenant/p1/comments'))).toHaveLength(1);
  });

  it('hands the browser no api state for a page that called no api, so it loads no RTK Query', async () => {
    const result = await render('/tech&tranquility/about', remotes);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('<h1>About the blog</h1>');
    expect(result.payload.state).toEqual({});
    expect(sentRequests('GET', POSTS)).toHaveLength(0);
  });

  it('renders the error state when the api is down, still 200 with the layout', async () => {
    server.use(http.get(POSTS, () => HttpResponse.error()));
    const result = await render('/tech&tranquility', remotes);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    expect(result.html).toContain('Failed to fetch blog posts.');
    // A failed call is not retried by every render pass.
    expect(sentRequests('GET', POSTS)).toHaveLength(1);
  });

  it('answers a route redirect as a real 301', async () => {
    expect(await render('/blogs', remotes)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/tech&tranquility',
    });
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const result = await render('/no-such-page', remotes);
    expect(result.kind === 'page' && result.status).toBe(404);
    expect(result.kind === 'page' && result.html).toContain('404');
  });

  it("a remote's page that says what it names is not found answers 404", async () => {
    const result = await render('/tech&tranquility/gone', remotes);
    expect(result.kind === 'page' && result.status).toBe(404);
    expect(result.kind === 'page' && result.html).toContain('<h1>Post not found</h1>');
  });

  it('a remote that cannot be loaded gives its unavailable message with 503, within the bound', async () => {
    remoteModules.clear();
    const started = Date.now();
    const result = await render('/tech&tranquility', remotes);
    expect(Date.now() - started).toBeLessThan(1000);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(503);
    expect(result.html).toContain('The blog is temporarily unavailable');
    expect(result.html).toContain('aria-label="Main"');
  });

  it('a slow remote is given up after the load timeout', async () => {
    remoteModules.set('blog/routes', () => new Promise(() => undefined));
    const result = await render('/tech&tranquility', remotes);
    expect(result.kind === 'page' && result.status).toBe(503);
  });

  it('a remote that throws while rendering gives the unavailable message, not a crash', async () => {
    const result = await render('/tech&tranquility/broken', remotes);
    expect(result.kind === 'page' && result.status).toBe(503);
    expect(result.kind === 'page' && result.html).toContain('The blog is temporarily unavailable');
  });

  it('a redeployed remote is rendered with its new code without a restart', async () => {
    let deployed = 'v1';
    server.use(http.get(BLOG_ENTRY, () => HttpResponse.json({ build: deployed })));
    const live = new ServerRemotes({ blog: BLOG_ENTRY }, { loadTimeoutMs: 200, revalidateMs: 0 });
    remoteModules.set('blog/routes', async () => ({
      default: [{ path: '/tech&tranquility', element: <h1>Blog v1</h1> }],
    }));
    const first = await render('/tech&tranquility', live);
    expect(first.kind === 'page' && first.html).toContain('Blog v1');
    await live.settle(); // the version v1 was loaded at is known before v2 is deployed

    deployed = 'v2';
    remoteModules.set('blog/routes', async () => {
      // The new version's module code runs again in this process, injecting its endpoints anew.
      baseApi.injectEndpoints({
        overrideExisting: INJECT_OVERRIDE,
        endpoints: (build) => ({
          testPosts: build.query<{ title: string }[], void>({ query: () => '/posts/v2' }),
        }),
      });
      return { default: [{ path: '/tech&tranquility', element: <h1>Blog v2</h1> }] };
    });
    await render('/tech&tranquility', live); // notices the new entry in the background
    await live.settle();
    const second = await render('/tech&tranquility', live);
    expect(second.kind === 'page' && second.html).toContain('Blog v2');
  });

  it('a protected page renders the neutral pending state, marked personal', async () => {
    const result = await render('/superadmin/content-library', remotes);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    expect(result.personal).toBe(true);
    expect(result.html).toContain('Loading your account');
  });
});
