// A second shell (its own origin, its own render server) whose blog remote this spec controls:
// it stops the blog server, brings it back, and redeploys a rebuilt blog, all without touching
// or restarting the shell.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { entries } from '@agency/apps';
import { buildChangedBlog } from '../support/changed-blog';
import { extraBlogPort, extraShellPort, root, serverEnv } from '../support/env';
import { loadAppServers, type AppServers, type Closable } from '../support/app-servers';

const shellOrigin = `http://localhost:${extraShellPort}`;
const blogOrigin = `http://localhost:${extraBlogPort}`;
const redeployDir = path.join(root, '.e2e-redeploy/blog');

let servers: AppServers;
let shellServer: Closable | undefined;
let blogServer: Closable | undefined;

/** Stops a server; a static server's close resolves once its port is free. */
async function close(server: Closable | undefined): Promise<void> {
  await server?.close();
}

async function serveBlog(dist: string) {
  blogServer = await servers.startAppServer({
    app: { name: 'blog' },
    root: dist,
    port: extraBlogPort,
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  servers = await loadAppServers();
  // The same deployment settings as the main shell, but the blog lives on this spec's origin.
  shellServer = await servers.startAppServer({
    app: { name: 'shell' },
    root: path.join(root, 'shell/dist'),
    port: extraShellPort,
    env: {
      ...serverEnv(),
      MF_BLOG_URL: `${blogOrigin}/${entries.browserManifest}`,
      // The main shell holds the metrics port.
      SHELL_METRICS_PORT: '',
    },
  });
  await serveBlog(path.join(root, 'remotes/blog/dist'));
});

test.afterAll(async () => {
  await close(blogServer);
  await close(shellServer);
  rmSync(path.dirname(redeployDir), { recursive: true, force: true });
});

test('with the blog server down the blog shows an unavailable message, / still works, and Retry recovers', async ({
  page,
  request,
}) => {
  await close(blogServer);
  blogServer = undefined;

  // The server answers at once with the layout and the message, 503 for the blog's routes only.
  const started = Date.now();
  const down = await request.get(`${shellOrigin}/tech&tranquility`);
  expect(down.status()).toBe(503);
  expect(Date.now() - started).toBeLessThan(2000);
  const html = await down.text();
  expect(html).toContain('The blog is temporarily unavailable');
  expect(html).toContain('aria-label="Main"');
  expect((await request.get(`${shellOrigin}/`)).status()).toBe(200);
  expect((await request.get(`${shellOrigin}/about`)).status()).toBe(200);

  await page.goto(`${shellOrigin}/tech&tranquility`);
  await expect(page.getByRole('heading', { name: /temporarily unavailable/i })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The rest of the site keeps working in the same page.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main h1').first()).not.toHaveText(/temporarily unavailable|404/i);
  await page.goto(`${shellOrigin}/`);
  await expect(page.locator('main h1').first()).not.toHaveText(/temporarily unavailable|404/i);

  // Retry while still down fails again; once the server is back it loads the blog.
  await page.goto(`${shellOrigin}/tech&tranquility`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: /temporarily unavailable/i })).toBeVisible();
  await serveBlog(path.join(root, 'remotes/blog/dist'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tech & Tranquility' })).toBeVisible();
});

test('redeploying the blog alone changes its server HTML and browser code, with the shell untouched and running', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(shellOrigin) && request.url().endsWith('.js'))
      shellScripts.push(request.url());
  });
  await page.goto(`${shellOrigin}/tech&tranquility`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tech & Tranquility' })).toBeVisible();
  // The server's heading shows before any script: compare the scripts once the page has
  // hydrated (the api's chunk loads just before hydration), on both visits.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const shellBefore = [...new Set(shellScripts)].sort();
  const shellIndexBefore = readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');

  const marker = `v${Date.now().toString(36)}`;
  const dist = buildChangedBlog(redeployDir, marker);
  await close(blogServer);
  await serveBlog(dist);

  // The running render server picks up the new server container within 30 s.
  await expect
    .poll(
      async () =>
        (await (await request.get(`${shellOrigin}/tech&tranquility`)).text()).includes(
          `Tech &amp; Tranquility ${marker}`,
        ),
      {
        timeout: 30_000,
        intervals: [1000],
      },
    )
    .toBe(true);

  shellScripts.length = 0;
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: `Tech & Tranquility ${marker}` }),
  ).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect([...new Set(shellScripts)].sort()).toEqual(shellBefore);
  expect(readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8')).toBe(shellIndexBefore);
});
