/** @jest-environment node */
// The render server's compatibility gate: a remote whose build needs singletons this shell does
// not provide is never loaded; its pages answer 503 with its unavailable message, one log line
// names what it needs and what the shell has, and the other remotes' pages are untouched.
import { http, HttpResponse } from 'msw';
import { version as reactVersion } from 'react';
import { server } from '@agency/testing';
import { serverWindow } from '@agency/testing/server-render';
import { compatibilityGate } from '../remotes/compatibility';
import { remoteModules } from '../test/mf-runtime-mock';
import { renderPage } from './render';
import { ServerRemotes } from './server-remotes';

const domWindow = serverWindow();

const SHARED_STATE = __SHARED_STATE_VERSION__;
declare const __SHARED_STATE_VERSION__: string;

const entry = (name: string) => `http://${name}.test/server/remoteEntry.js`;
const manifest = (name: string) => `http://${name}.test/server/mf-manifest.json`;

function serveManifest(name: string, sharedState: string) {
  server.use(
    http.get(entry(name), () => HttpResponse.text('/* container */')),
    http.get(manifest(name), () =>
      HttpResponse.json({
        name,
        shared: [
          { name: 'react', requiredVersion: `^${reactVersion}` },
          { name: '@agency/shared-state', requiredVersion: sharedState },
        ],
      }),
    ),
  );
}

describe('the render server with the compatibility gate', () => {
  let logged: string[];
  let remotes: ServerRemotes;
  beforeEach(() => {
    logged = [];
    remoteModules.clear();
    remoteModules.set('blog/routes', async () => ({
      default: [{ path: '/tech&tranquility', element: <h1>Posts</h1> }],
    }));
    remoteModules.set('marketing/routes', async () => ({
      default: [{ path: '/', element: <h1>Home</h1> }],
    }));
    const gate = compatibilityGate((line) => logged.push(line));
    remotes = new ServerRemotes(
      { blog: entry('blog'), marketing: entry('marketing') },
      {
        loadTimeoutMs: 500,
        revalidateMs: 60_000,
        gate: (name, at) => gate(name, new URL('mf-manifest.json', at).href),
      },
    );
  });

  const render = (path: string) =>
    renderPage({
      url: new URL(path, 'http://site.test'),
      runtime: { remotes: {}, siteConfig: {} },
      remotes,
      serverWindow: domWindow,
    });

  it('loads a remote built against the singletons the shell provides', async () => {
    serveManifest('blog', `^${SHARED_STATE}`);
    const result = await render('/tech&tranquility');
    expect(result.kind === 'page' && result.status).toBe(200);
    expect(result.kind === 'page' && result.html).toContain('<h1>Posts</h1>');
    expect(logged).toEqual([]);
  });

  it('refuses a remote built against the next @agency/shared-state major: 503 and its message, one log line, other routes 200', async () => {
    const next = `^${Number(SHARED_STATE.split('.')[0]) + 1}.0.0`;
    serveManifest('blog', next);
    serveManifest('marketing', `^${SHARED_STATE}`);
    let loaded = false;
    remoteModules.set('blog/routes', async () => {
      loaded = true;
      return { default: [{ path: '/tech&tranquility', element: <h1>Posts</h1> }] };
    });

    for (let visit = 0; visit < 3; visit += 1) {
      const result = await render('/tech&tranquility');
      expect(result.kind === 'page' && result.status).toBe(503);
      expect(result.kind === 'page' && result.html).toContain(
        'The blog is temporarily unavailable',
      );
    }
    expect(loaded).toBe(false);
    expect(logged).toEqual([
      `The blog remote is not loaded: it needs @agency/shared-state ${next}; this shell has @agency/shared-state ${SHARED_STATE}. ` +
        "Deploy a build of blog made against this shell's versions, or roll it back.",
    ]);
    const home = await render('/');
    expect(home.kind === 'page' && home.status).toBe(200);
    expect(home.kind === 'page' && home.html).toContain('<h1>Home</h1>');
  });

  it('does not block a remote whose manifest cannot be read (its container decides)', async () => {
    server.use(
      http.get(entry('blog'), () => HttpResponse.text('/* container */')),
      http.get(manifest('blog'), () => new HttpResponse(null, { status: 404 })),
    );
    const result = await render('/tech&tranquility');
    expect(result.kind === 'page' && result.status).toBe(200);
  });
});
