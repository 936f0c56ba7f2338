import { render, screen, waitFor } from '@testing-library/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { makeStore, UNRESTORED_SESSION } from '@agency/shared-state';
import { baseApi } from '@agency/shared-state/api';
import {
  apiRoute,
  sentRequests,
  server,
  sessionUserFixture,
  storeSession,
  loadApi,
} from '@agency/testing';
import { App } from '../app';
import { StartLivePage } from './live-page';

const POST = apiRoute('/posts/:tenant/:postId');

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    appTestPost: build.query<{ title: string }, string>({
      query: (id) => `/posts/revline/${id}`,
      providesTags: ['Post'],
    }),
  }),
});

/** A page showing a post the server rendered: its reply is in the store before the page mounts. */
function PostProbe() {
  const { currentData } = probeApi.useAppTestPostQuery('what-is-seo');
  return <h1>{currentData ? currentData.title : 'Loading post...'}</h1>;
}

/** Starts the live page as it mounts, as the layout does once every part of it is hydrated. */
function LivePage({ children }: { children: ReactNode }) {
  const start = useContext(StartLivePage);
  useEffect(() => start?.(), [start]);
  return children;
}

async function renderServerPage() {
  const store = makeStore(loadApi, { session: UNRESTORED_SESSION });
  // The store's type knows the api only once a page has loaded it; this one has.
  const dispatch = store.dispatch as unknown as (action: unknown) => Promise<unknown>;
  await dispatch(
    probeApi.util.upsertQueryData('appTestPost', 'what-is-seo', { title: 'As the server saw it' }),
  );
  render(
    <App store={store}>
      <LivePage>
        <PostProbe />
      </LivePage>
    </App>,
  );
  return store;
}

describe('the session restored once the page is live', () => {
  beforeEach(() => localStorage.clear());

  it('refetches the posts on screen for a signed-in reader, keeping them shown meanwhile', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(POST, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ title: 'With the reader’s own vote' });
      }),
    );
    storeSession(sessionUserFixture, 'tok-user');
    const store = await renderServerPage();
    await waitFor(() => expect(sentRequests('GET', POST)).toHaveLength(1));
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, restored: true });
    expect(document.documentElement.dataset.hydrated).toBe('true');
    // Never blanked while the fresh copy is on its way.
    expect(screen.getByRole('heading')).toHaveTextContent('As the server saw it');
    release();
    await waitFor(() =>
      expect(screen.getByRole('heading')).toHaveTextContent('With the reader’s own vote'),
    );
  });

  it('leaves a visitor’s page as the server sent it', async () => {
    const store = await renderServerPage();
    await waitFor(() => expect(store.getState().session.restored).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentRequests('GET', POST)).toHaveLength(0);
    expect(screen.getByRole('heading')).toHaveTextContent('As the server saw it');
  });
});
