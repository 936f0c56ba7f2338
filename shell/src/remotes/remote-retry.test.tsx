// A remote that fails to load is tried again with backoff before its unavailable message shows,
// each further try announced for the health reports; "Try again" then makes one try at once.
import { http, HttpResponse } from 'msw';
import { server } from '@agency/testing';
import { registered, remoteModules } from '../test/mf-runtime-mock';
import {
  loadRemoteRoutes,
  registerRemoteManifests,
  REMOTE_RETRY_EVENT,
  type RemoteRetry,
} from './remote-loader';

const routes = { default: [{ path: '/about', element: null }] };

function failing(times: number, error = new Error('Failed to fetch remoteEntry.js')) {
  let calls = 0;
  const times_: number[] = [];
  const factory = jest.fn(async () => {
    times_.push(Date.now());
    calls += 1;
    if (calls <= times) throw error;
    return routes;
  });
  return { factory, times: times_ };
}

let retries: RemoteRetry[] = [];
const onRetry = (event: Event) => retries.push((event as CustomEvent<RemoteRetry>).detail);

beforeAll(() => {
  registerRemoteManifests(
    {
      marketing: 'http://m.test/mf-manifest.json',
      blog: 'http://b.test/mf-manifest.json',
      account: 'http://a.test/mf-manifest.json',
      admin_content: 'http://ac.test/mf-manifest.json',
    },
    { fallbacks: { account: 'http://a2.test/mf-manifest.json' } },
  );
  window.addEventListener(REMOTE_RETRY_EVENT, onRetry);
});
beforeEach(() => {
  server.use(http.get(/\/mf-manifest\.json$/, () => HttpResponse.json({ shared: [] })));
  retries = [];
  registered.length = 0;
  // Only the loader's waits and the clock are fake: the manifest's fetch needs the real queues.
  jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

/** Lets the loader's awaits settle between the fake timers' steps. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

it('tries a failing remote again after 300 ms and 1 s, past the cache, and loads it', async () => {
  const { factory, times } = failing(2);
  remoteModules.set('marketing/routes', factory);
  const loaded = loadRemoteRoutes('marketing');
  await advance(299);
  expect(factory).toHaveBeenCalledTimes(1);
  await advance(1);
  expect(factory).toHaveBeenCalledTimes(2);
  await advance(999);
  expect(factory).toHaveBeenCalledTimes(2);
  await advance(1);
  await expect(loaded).resolves.toHaveLength(1);
  expect(times).toEqual([0, 300, 1300]);
  expect(retries).toEqual([
    { remote: 'marketing', phase: 'entry', attempt: 1 },
    { remote: 'marketing', phase: 'entry', attempt: 2 },
  ]);
  // Each further try registers the container anew with a cache-busting query.
  expect(registered).toHaveLength(2);
  registered.forEach((entry) => {
    expect(entry.force).toBe(true);
    expect(entry.entry).toMatch(/^http:\/\/m\.test\/remoteEntry\.js\?mf-retry=\d+$/);
  });
});

it('gives up after three further tries (300 ms, 1 s, 3 s) and names a chunk failure as such', async () => {
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), {
    name: 'ChunkLoadError',
  });
  const { factory, times } = failing(10, chunkError);
  remoteModules.set('blog/routes', factory);
  const loaded = loadRemoteRoutes('blog');
  const settled = loaded.catch((error: unknown) => error);
  await advance(10_000);
  expect(await settled).toBe(chunkError);
  expect(times).toEqual([0, 300, 1300, 4300]);
  expect(retries.map((retry) => [retry.phase, retry.attempt])).toEqual([
    ['chunk', 1],
    ['chunk', 2],
    ['chunk', 3],
  ]);

  // "Try again" is one try at once, past the cache, with no backoff.
  factory.mockClear();
  const again = loadRemoteRoutes('blog', { once: true }).catch((error: unknown) => error);
  await advance(0);
  expect(await again).toBe(chunkError);
  expect(factory).toHaveBeenCalledTimes(1);
  expect(registered.at(-1)?.entry).toMatch(/\?mf-retry=/);
});

it('tries the second origin on every other try when one is configured', async () => {
  const { factory } = failing(2);
  remoteModules.set('account/routes', factory);
  const loaded = loadRemoteRoutes('account');
  await advance(1300);
  await expect(loaded).resolves.toHaveLength(1);
  expect(registered.map((entry) => new URL(entry.entry).host)).toEqual(['a2.test', 'a.test']);
});

it('wraps each lazy page so a failed page chunk is fetched again too', async () => {
  let calls = 0;
  const page = { Component: () => null };
  remoteModules.set('admin_content/routes', async () => ({
    default: [
      {
        path: '/superadmin/content-library',
        lazy: async () => {
          calls += 1;
          if (calls === 1) throw new Error('Loading chunk 7 failed.');
          return page;
        },
      },
    ],
  }));
  const [route] = await loadRemoteRoutes('admin_content');
  const resolved = (route!.lazy as () => Promise<unknown>)();
  await advance(300);
  await expect(resolved).resolves.toBe(page);
  expect(calls).toBe(2);
  expect(retries).toEqual([{ remote: 'admin_content', phase: 'chunk', attempt: 1 }]);
});
