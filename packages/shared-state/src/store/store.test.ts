// The api (@agency/shared-state/api) joins the store when it is loaded, not with it, as in the browser:
// the shell makes its store, then loads the api only for a page that calls it. The module keeps
// whether the api is attached, so this file's steps run in order against one module instance.
import { http, HttpResponse } from 'msw';
import { apiRoute, loadApi, sentRequests, server } from '@agency/testing';
import { attachedApi, hydrateApiState, makeStore, type RootState } from './store';

const HEALTH = apiRoute('/health');

it("attaches the api to a store made before it, then reads the server's replies and fetches", async () => {
  const browser = makeStore(loadApi);
  expect(attachedApi()).toBeUndefined();
  expect(browser.getState()).not.toHaveProperty('api');

  const { baseApi } = await loadApi();
  expect(attachedApi()).toBe(baseApi);
  // The api's initial state is in the earlier store at once, before any query reads it.
  expect(browser.getState()).toHaveProperty('api.queries', {});

  const probeApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      storeProbe: build.query<unknown, string>({ query: (what) => `/health?what=${what}` }),
    }),
  });
  // The render server's store, with a reply it fetched.
  server.use(
    http.get(HEALTH, ({ request }) =>
      HttpResponse.json({ status: `${new URL(request.url).searchParams.get('what')} reply` }),
    ),
  );
  const rendered = makeStore(loadApi);
  await rendered.dispatch(probeApi.endpoints.storeProbe.initiate('cached'));
  browser.dispatch(hydrateApiState(rendered.getState()));
  const state = () => browser.getState() as RootState;
  expect(probeApi.endpoints.storeProbe.select('cached')(state()).data).toEqual({
    status: 'cached reply',
  });
  expect(sentRequests('GET', HEALTH)).toHaveLength(1);

  // The middleware joined too: a new query is fetched and kept.
  const request = browser.dispatch(probeApi.endpoints.storeProbe.initiate('fresh'));
  await request;
  expect(probeApi.endpoints.storeProbe.select('fresh')(state()).data).toEqual({
    status: 'fresh reply',
  });
  request.unsubscribe();
});
