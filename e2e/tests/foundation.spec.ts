import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { admin, remoteOrigin, remoteOrigins, root, siteUrl } from '../support/env';
import { createVerifiedUser, login, signIn, storeSession } from '../support/api';
import { adminRoutes, publicRoutes, userRoutes } from '../support/routes';
import { recordRequests, visitEveryPublicRoute } from '../support/visits';

type RemoteKey = keyof typeof remoteOrigins;
/** Shared through the Module Federation share scope. */
const sharedPackages = ['react', 'react-dom', '@agency/shared-state'];
/** Bundled into @agency/shared-state, so shipped once, by the shell (see packages/shared-state/src/routing/router.ts). */
const bundledInSharedState = ['react-router', '@reduxjs/toolkit', 'react-redux', 'redux', 'immer'];

/** The npm packages a served script was built from, read from the source map the build keeps
 * beside it (the servers never send maps). */
function packagesOfScript(url: string): Set<string> {
  const { origin, pathname } = new URL(url);
  const app = Object.entries({ shell: siteUrl, ...remoteOrigins }).find(
    ([, at]) => at === origin,
  )?.[0];
  const dir = app === 'shell' ? 'shell' : `remotes/${app?.replace('_', '-')}`;
  const mapFile = path.join(root, dir, 'dist', `${decodeURIComponent(pathname)}.map`);
  if (!app || !existsSync(mapFile)) return new Set();
  const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return new Set(
    sources
      .filter((source) => source.includes('node_modules/'))
      .map((source) => {
        const parts = source
          .slice(source.lastIndexOf('node_modules/') + 'node_modules/'.length)
          .split('/');
        return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
      }),
  );
}

/** A remote route rendered inside the shell: the shell's header and footer, one h1, and neither
 * the 404 page nor a "temporarily unavailable" message. */
async function expectComposedPage(page: Page, path: string) {
  // A client-side navigation keeps the old page until the new remote's route is loaded.
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(path, siteUrl).pathname);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main h1').first()).not.toHaveText(/404|temporarily unavailable/i);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(new URL(path, siteUrl).pathname);
}

test.describe('runtime composition', () => {
  for (const [remote, paths] of Object.entries(publicRoutes)) {
    test(`the ${remote} remote's public routes render inside the shell and survive a reload`, async ({
      page,
    }) => {
      for (const path of paths) {
        await page.goto(path);
        await expectComposedPage(page, path);
        await page.reload();
        await expectComposedPage(page, path);
      }
    });
  }

  test('protected routes render inside the shell for a User and for the SuperAdmin, and reload', async ({
    page,
  }) => {
    const user = await createVerifiedUser('found');
    const [profilePath] = userRoutes.account as [string];
    await signIn(page, user, profilePath);
    await expectComposedPage(page, profilePath);
    await page.reload();
    await expectComposedPage(page, profilePath);

    await signIn(page, admin, '/');
    for (const path of [...adminRoutes.account, ...adminRoutes.admin_content]) {
      await page.goto(path);
      await expectComposedPage(page, path);
      await page.reload();
      await expectComposedPage(page, path);
    }
  });

  test('client-side navigation between remotes keeps one page load', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Tech & Tranquility' }).click();
    await expect(page).toHaveURL(/tech&tranquility/);
    await expectComposedPage(page, '/tech&tranquility');
    await nav.getByRole('link', { name: 'Account' }).click();
    await expectComposedPage(page, '/account');
    await nav.getByRole('link', { name: 'About' }).click();
    await expectComposedPage(page, '/about');
    const navigations = await page.evaluate(
      () => performance.getEntriesByType('navigation').length,
    );
    expect(navigations).toBe(1);
  });
});

test.describe('standalone remotes', () => {
  const standalone: Record<RemoteKey, string> = {
    marketing: '/about',
    blog: '/tech&tranquility',
    account: '/account',
    admin_content: '/superadmin/content-library',
  };
  for (const [remote, path] of Object.entries(standalone) as [RemoteKey, string][]) {
    test(`${remote} renders on its own origin without the shell`, async ({ page }) => {
      if (remote === 'admin_content') {
        // The admin pages need a SuperAdmin session on that origin.
        const reply = await login(admin);
        await page.goto(`${remoteOrigin(remote)}/`);
        await storeSession(page, reply);
      }
      await page.goto(`${remoteOrigin(remote)}${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await page.reload();
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test.describe('shared singletons', () => {
  test('react, react-dom and @agency/shared-state load once from the shell, with the router and the store bundled once', async ({
    page,
    request,
  }) => {
    // Files that hold each remote's own copy of a shared package, from its manifest.
    const remoteCopies = new Set<string>();
    for (const origin of Object.values(remoteOrigins)) {
      const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      for (const shared of manifest.shared) {
        const base = shared.name.replace(/\/.*$/, '').replace(/^(@[^/]+\/[^/]+).*$/, '$1');
        const pkg = shared.name.startsWith('@')
          ? shared.name.split('/').slice(0, 2).join('/')
          : base;
        if (sharedPackages.includes(pkg)) {
          for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
            remoteCopies.add(`${origin}/${file}`);
        }
      }
    }
    expect(remoteCopies.size).toBeGreaterThan(0);

    await signIn(page, admin, '/');
    // The server's page shows before its script loads: let that load finish first, or its
    // late requests would be counted with the fresh load's.
    await page.waitForLoadState('networkidle');
    // One fresh page load, recorded from its start, then client-side visits of every remote.
    const requests = recordRequests(page);
    await page.reload();
    for (const path of [
      '/',
      '/tech&tranquility',
      '/account',
      '/superadmin/profile',
      '/superadmin/content-library',
    ]) {
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main h1').first()).not.toHaveText(/404|temporarily unavailable/i);
    }
    const urls = requests.map((r) => r.url());
    expect(urls.filter((url) => remoteCopies.has(url))).toEqual([]);
    // Every remote really was loaded into this page.
    for (const origin of Object.values(remoteOrigins))
      expect(urls.some((url) => url.startsWith(`${origin}/remoteEntry.js`))).toBe(true);
    // Each shell script is fetched at most once.
    const shellScripts = urls.filter((url) => url.startsWith(siteUrl) && url.endsWith('.js'));
    expect(new Set(shellScripts).size).toBe(shellScripts.length);

    // The Module Federation share scope holds one loaded version of each package, the shell's.
    const scope = await page.evaluate((names) => {
      const federation = (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>
            >;
          };
        }
      ).__FEDERATION__;
      const result: Record<string, { loadedVersions: number; from: string[] }> = {};
      for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scopeName of Object.keys(instance)) {
          for (const name of names) {
            const versions = instance[scopeName]?.[name] ?? {};
            const loaded = Object.values(versions).filter((entry) => entry.loaded);
            const current = result[name] ?? { loadedVersions: 0, from: [] };
            current.loadedVersions = Math.max(current.loadedVersions, loaded.length);
            current.from.push(...loaded.map((entry) => entry.from ?? '?'));
            result[name] = current;
          }
        }
      }
      return result;
    }, sharedPackages);
    for (const name of sharedPackages) {
      expect(scope[name]?.loadedVersions, `${name} loaded versions`).toBe(1);
      expect(new Set(scope[name]?.from), `${name} provider`).toEqual(new Set(['shell']));
    }

    // The router and the store's packages come in the shell's scripts only, never a remote's.
    const scripts = [...new Set(urls.filter((url) => /\.js(\?|$)/.test(url)))];
    for (const name of bundledInSharedState) {
      const holders = scripts.filter((url) => packagesOfScript(url).has(name));
      expect(holders.length, `scripts holding ${name}`).toBeGreaterThan(0);
      expect(
        holders.filter((url) => !url.startsWith(siteUrl)),
        `remote copies of ${name}`,
      ).toEqual([]);
    }
  });
});

test.describe('the admin remote stays private', () => {
  test('a visitor who opens every public route never requests anything from the admin-content origin', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await visitEveryPublicRoute(page);
    // Typing an admin URL sends the visitor to /account without fetching the remote.
    await page.goto('/superadmin/content-library/blog-management');
    await expect(page).toHaveURL(/\/account$/);
    const adminRequests = requests
      .map((r) => r.url())
      .filter((url) => url.startsWith(remoteOrigin('admin_content')));
    expect(adminRequests).toEqual([]);
    expect(requests.map((r) => r.url()).filter((url) => /ckeditor/i.test(url))).toEqual([]);
  });
});

test.describe('the shell frame', () => {
  test('the top bar hides on scroll down and returns on scroll up; a route change starts at the top', async ({
    page,
  }) => {
    await page.goto('/documents/terms-of-service');
    await expect(page.locator('main h1').first()).toBeVisible();
    const header = page.locator('header[data-hidden]');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    // The bar follows scrolling once the page is live; a scroll made before is not a gesture
    // to answer (the bar stays, as a reader who scrolled early would expect).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Scroll as a reader does, in steps, so each step is its own scroll event.
    const scrollBy = async (dy: number) => {
      for (let i = 0; i < 4; i += 1) {
        await page.evaluate((step) => window.scrollBy(0, step), dy / 4);
        await page.waitForTimeout(50);
      }
    };
    await scrollBy(1200);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollBy(-300);
    await expect(header).toHaveAttribute('data-hidden', 'false');

    await scrollBy(1500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: '404 – Page Not Found' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(`${siteUrl}/`);
  });
});

test.describe('what the servers send', () => {
  /** A file as the server sends it to a browser that takes brotli, without decoding it. */
  const rawGet = (url: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  // Each with an entry point: a file whose name stays, compressed per request.
  const apps = [
    {
      name: 'shell',
      origin: siteUrl,
      dist: path.join(root, 'shell/dist'),
      entry: '/',
      entryText: /^<!doctype html>/i,
    },
    {
      name: 'marketing',
      origin: remoteOrigin('marketing'),
      dist: path.join(root, 'remotes/marketing/dist'),
      entry: '/remoteEntry.js',
      entryText: /marketing/,
    },
  ];

  for (const app of apps) {
    test(`the ${app.name}'s hashed scripts are sent as the build compressed them (brotli 11), its entry point compressed when asked for`, async () => {
      const hashed = readdirSync(app.dist).filter((file) => /\.[0-9a-f]{8}\.js$/.test(file));
      expect(hashed.length).toBeGreaterThan(0);
      for (const file of hashed.slice(0, 3)) {
        const { headers, body } = await rawGet(`${app.origin}/${file}`);
        expect(headers['content-encoding']).toBe('br');
        expect(headers['content-type']).toMatch(/^application\/javascript/);
        expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(body.equals(readFileSync(path.join(app.dist, `${file}.br`)))).toBe(true);
        expect(brotliDecompressSync(body).equals(readFileSync(path.join(app.dist, file)))).toBe(
          true,
        );
      }
      const { headers, body } = await rawGet(`${app.origin}${app.entry}`);
      expect(headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(body).toString()).toMatch(app.entryText);
    });
  }
});
