// Developing one remote against a running site: `npm run dev -w remotes/blog -- --site <url>`
// starts the blog's dev server (hot reload, and a watch build of its server container) and
// prints a link; the browser that opens it gets the blog from the dev server, server render and
// browser, inside the site's header and footer, and everything else (marketing, the api) from
// the site. An edit shows in the open page without a reload (a stylesheet's replaced by hot
// reload, a component's by the shell putting the remote's edited routes in place) and in the
// server's HTML. Every file the test edits is restored in `finally`.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Closable } from '../support/app-servers';
import { shellOrigin, startShell } from '../support/deploy';
import { apiOrigin, remoteOrigin, root } from '../support/env';

const BLOG_PAGE = '/tech&tranquility';
const component = path.join(root, 'remotes/blog/src/pages/blog-list.tsx');
const stylesheet = path.join(root, 'remotes/blog/src/pages/blog-list.module.css');
const edit = `dev-edit-${Date.now().toString(36)}`;

/** A free loopback port for the dev server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let shell: Closable | undefined;
let dev: ChildProcess | undefined;
const originals = new Map<string, string>();

test.afterAll(async () => {
  for (const [file, text] of originals) writeFileSync(file, text);
  // The dev server and its watch build: the process group this test started.
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  await shell?.close();
});

test('the blog from its dev server inside the running site, hot reloaded, the rest from the site', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The site: its render server signs previews with the development key (as `npm start`), so
  // it takes dev servers on this machine; the remotes and the api are the suite's.
  const { DEVELOPMENT_PREVIEW_SECRET } = (await import(
    path.join(root, 'scripts/preview-signature.js')
  )) as { DEVELOPMENT_PREVIEW_SECRET: string };
  shell = await startShell(`${remoteOrigin('blog')}/mf-manifest.json`, {
    env: { PREVIEW_SECRET: DEVELOPMENT_PREVIEW_SECRET },
  });
  const port = await freePort();
  const devOrigin = `http://localhost:${port}`;

  let output = '';
  dev = spawn(
    'npm',
    ['run', 'dev', '-w', 'remotes/blog', '--', '--site', shellOrigin, '--port', String(port)],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const linkPattern = new RegExp(`${shellOrigin}/_preview\\?\\S+`);
  await expect
    .poll(() => linkPattern.exec(output)?.[0], { timeout: 150_000, intervals: [500] })
    .toBeTruthy();
  const link = linkPattern.exec(output)![0];
  expect(output).toContain(`Developing blog from ${devOrigin} against ${shellOrigin}`);

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) apiCalls.push(new URL(request.url()).origin);
  });
  await page.goto(link);
  await expect(page).toHaveURL(`${shellOrigin}${BLOG_PAGE}`);
  await expect(page.getByRole('complementary', { name: 'Version preview' })).toHaveText(
    `Developing blog from ${devOrigin} · leave · Show versions`,
  );
  // The site's layout around the dev server's blog, hydrated.
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const title = page.getByRole('heading', { level: 1, name: 'Tech & Tranquility' });
  await expect(title).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // The server rendered with the dev server's container (its development class names) and the
  // browser runs its build.
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'mf_preview_blog')!;
  const serverHtml = () =>
    fetch(`${shellOrigin}${BLOG_PAGE}`, {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    }).then((response) => response.text());
  expect(await serverHtml()).toContain('class="blog-blog-list-module__title"');
  expect(await serverHtml()).toContain(`"blog":"${devOrigin}/mf-manifest.json"`);
  expect(await (await fetch(`${shellOrigin}${BLOG_PAGE}`)).text()).not.toContain(devOrigin);

  await page.evaluate(() => Object.assign(window, { devMarker: 'kept' }));
  try {
    // A stylesheet of a blog component: hot replaced in the open page, no reload.
    originals.set(stylesheet, readFileSync(stylesheet, 'utf8'));
    writeFileSync(
      stylesheet,
      `${originals.get(stylesheet)}\n.title {\n  outline: 3px solid rgb(1, 2, 3);\n}\n`,
    );
    await expect
      .poll(() => title.evaluate((element) => getComputedStyle(element).outlineColor), {
        timeout: 30_000,
      })
      .toBe('rgb(1, 2, 3)');
    expect(await page.evaluate(() => (window as { devMarker?: string }).devMarker)).toBe('kept');

    // A component: in the open page, and in the server's HTML (its latest container).
    originals.set(component, readFileSync(component, 'utf8'));
    writeFileSync(
      component,
      originals
        .get(component)!
        .replace('The {brandName} blog</p>', `The {brandName} blog ${edit}</p>`),
    );
    // The shell puts the blog's edited routes in place: no reload (the marker is still there),
    // the site's header as it was.
    await expect(page.getByText(edit)).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as { devMarker?: string }).devMarker)).toBe('kept');
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect.poll(serverHtml, { timeout: 30_000 }).toContain(edit);
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
    originals.clear();
  }
  // The restored files arrive as one more hot update: the page is as before, in place.
  await expect(page.getByText(edit)).toHaveCount(0, { timeout: 30_000 });

  // The api is the site's: a post opened from the list shows (the dev server has no api), and
  // whatever the browser asked of an api it asked the site's. (Whether the browser asks at all
  // depends on what the list and the preload on intent already hold.)
  await page.locator('a[href^="/tech&tranquility/"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${shellOrigin}/tech&tranquility/.+`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(apiCalls.filter((origin) => origin !== apiOrigin)).toEqual([]);
  // A marketing page is the site's: the page this browser gets names the site's marketing
  // manifest. (The dev server may still be asked for the blog's own chunks: links to posts are
  // preloaded.)
  await page.goto(`${shellOrigin}/about`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const about = await (
    await fetch(`${shellOrigin}/about`, { headers: { cookie: `${cookie.name}=${cookie.value}` } })
  ).text();
  expect(about).toContain(`"marketing":"${remoteOrigin('marketing')}/mf-manifest.json"`);

  // Leaving: the site's blog again.
  await page.goto(`${shellOrigin}${BLOG_PAGE}`);
  await page.getByRole('link', { name: 'leave' }).click();
  await expect(page.getByRole('complementary', { name: 'Version preview' })).toHaveCount(0);
  expect(await page.content()).not.toContain(devOrigin);
});
