// What the browser tells the render server when a remote fails in it: the remote, the build the
// page got, the phase, the route pattern and a hash of the message; nothing about the visitor.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { renderShell } from '../test/render-shell';
import {
  configureHealthReports,
  messageHash,
  reportRemoteProblem,
  reportRemoteRetry,
  routePatternOf,
  versionOfManifest,
} from './health-report';
import { markRemoteFailed, registerRemoteManifests, withRetries } from './remote-loader';

const BLOG_MANIFEST = 'http://b.test/blog/versions/a1b2c3d4e5f6/mf-manifest.json';
const beacons: { url: string; body: unknown }[] = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
  });
});
beforeEach(() => {
  beacons.length = 0;
  configureHealthReports({ blog: BLOG_MANIFEST }, undefined);
});

describe('a report', () => {
  it('hashes the message with 32-bit FNV-1a, 8 hex', () => {
    expect(messageHash('')).toBe('811c9dc5');
    expect(messageHash('a')).toBe('e40c292c');
  });

  it("names the remote's prefix as the route, never the visitor's path", () => {
    const prefixes = ['/tech&tranquility'];
    expect(routePatternOf('/tech&tranquility', prefixes)).toBe('/tech&tranquility');
    expect(routePatternOf('/tech&tranquility/my-secret-draft', prefixes)).toBe(
      '/tech&tranquility/*',
    );
    expect(routePatternOf('/', ['/', '/services'])).toBe('/');
    expect(routePatternOf('/account/reset/abc', ['/account'])).toBe('/account/*');
    expect(routePatternOf('/elsewhere', prefixes)).toBe('/*');
  });

  it('takes the version from the build the page got, none for an origin without versions', () => {
    expect(versionOfManifest(BLOG_MANIFEST)).toBe('a1b2c3d4e5f6');
    expect(versionOfManifest('http://b.test/mf-manifest.json')).toBe('none');
  });

  it('is sent as a beacon to /_health once per failure, and not at all when sampled out', () => {
    const problem = { remote: 'blog', phase: 'hydrate', message: 'Hydration failed' } as const;
    window.history.pushState(null, '', '/tech&tranquility/my-secret-draft?token=abc');
    reportRemoteProblem(problem);
    reportRemoteProblem(problem);
    expect(beacons).toEqual([
      {
        url: '/_health',
        body: {
          remote: 'blog',
          version: 'a1b2c3d4e5f6',
          phase: 'hydrate',
          route: '/tech&tranquility/*',
          hash: messageHash('Hydration failed'),
        },
      },
    ]);
    configureHealthReports({ blog: BLOG_MANIFEST }, 0);
    reportRemoteProblem({ ...problem, message: 'Another failure' });
    expect(beacons).toHaveLength(1);
  });
});

describe('a retry', () => {
  it('is a report with attempt, sent for each try again, sampled like the failures', () => {
    window.history.pushState(null, '', '/tech&tranquility/a-post');
    const retry = { remote: 'blog', phase: 'chunk', message: 'Loading chunk 12 failed.' } as const;
    reportRemoteRetry({ ...retry, attempt: 1 });
    reportRemoteRetry({ ...retry, attempt: 2 });
    expect(beacons).toEqual(
      [1, 2].map((attempt) => ({
        url: '/_health',
        body: {
          remote: 'blog',
          version: 'a1b2c3d4e5f6',
          phase: 'chunk',
          route: '/tech&tranquility/*',
          hash: messageHash('Loading chunk 12 failed.'),
          attempt,
        },
      })),
    );
    configureHealthReports({ blog: BLOG_MANIFEST }, 0);
    reportRemoteRetry({ ...retry, attempt: 3 });
    expect(beacons).toHaveLength(2);
  });

  it("is reported by the loader for each further try of a remote's load", async () => {
    let calls = 0;
    const loaded = withRetries(
      'blog',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('Failed to fetch remoteEntry.js');
        return 'routes';
      },
      { delays: [0, 0, 0] },
    );
    await expect(loaded).resolves.toBe('routes');
    expect(beacons.map(({ body }) => body)).toEqual([
      expect.objectContaining({ remote: 'blog', phase: 'entry', attempt: 1 }),
      expect.objectContaining({ remote: 'blog', phase: 'entry', attempt: 2 }),
    ]);
  });
});

describe('the shell reports', () => {
  it("a page's chunk that failed after its tries, as phase chunk", () => {
    window.history.pushState(null, '', '/tech&tranquility');
    const failed = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    markRemoteFailed('blog', failed);
    expect(beacons.map(({ body }) => body)).toEqual([
      expect.objectContaining({
        remote: 'blog',
        phase: 'chunk',
        hash: messageHash('Loading chunk 7 failed.'),
      }),
    ]);
  });

  beforeAll(() => {
    registerRemoteManifests({ blog: BLOG_MANIFEST });
    server.use(http.get(BLOG_MANIFEST, () => HttpResponse.json({ shared: [] })));
  });

  it("a render error its remote's error boundary caught, as phase render", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Cannot read the like count');
    }
    remoteModules.set('blog/routes', async () => ({
      default: [{ path: '/tech&tranquility', element: <Broken /> }],
    }));
    window.history.pushState(null, '', '/tech&tranquility');
    const { unmount } = await renderShell('/tech&tranquility');
    expect(
      await screen.findByRole('heading', { name: 'The blog is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(beacons.map(({ body }) => body)).toContainEqual({
      remote: 'blog',
      version: 'a1b2c3d4e5f6',
      phase: 'render',
      route: '/tech&tranquility',
      hash: messageHash('Cannot read the like count'),
    });
    unmount();
  });
});

it('sends at most 10 reports from one page', () => {
  for (let index = 0; index < 20; index++)
    reportRemoteProblem({ remote: 'blog', phase: 'chunk', message: `failure ${index}` });
  expect(beacons.length).toBeLessThanOrEqual(10);
  expect(beacons.length).toBeGreaterThan(0);
});
