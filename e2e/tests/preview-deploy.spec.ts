// Stage, then preview, on a folder target and on a bucket (s3rver): v2 of the blog is uploaded
// without going live; plain visitors (a browser, a fetch) keep v1 while the browser that opened
// the preview link gets v2 in the server HTML and after hydration, on the list and on a post, a
// second browser alternating with it keeping v1 (the render cache never mixes them); expired,
// foreign and other-remote links change nothing and say so; "leave" returns to v1.
// PREVIEW_SHOTS=/tmp/shots also saves the previewed page with its bar at 1280 and 390 px.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Closable } from '../support/app-servers';
import { buildChangedBlog } from '../support/changed-blog';
import {
  BLOG,
  blogDist,
  deployTarget,
  serveFolderTarget,
  shellOrigin,
  startShell,
  testBucket,
} from '../support/deploy';
import { extraBlogPort, root } from '../support/env';

/** The one signing of preview links (scripts/preview-signature.js), for links the command
 * would never print: expired, another secret, another remote. */
interface Signing {
  previewLink: (
    site: string,
    secret: string,
    preview: { remote: string; version: string; exp: number },
  ) => string;
}
let signing: Signing;

const SECRET = 'e2e-preview-secret';
const work = path.join(root, '.e2e-preview');
const marker = `v${Date.now().toString(36)}`;

/** Each target as the deploy specs use it: where the command uploads, what serves it, and what
 * the shell's runtime configuration names (the folder origin's manifest, the bucket's pointer). */
const targets = {
  folder: {
    target: path.join(work, 'folder-target'),
    env: {},
    blogUrl: `http://localhost:${extraBlogPort}/mf-manifest.json`,
    serve: serveFolderTarget,
  },
  bucket: {
    target: testBucket.target,
    env: testBucket.env,
    blogUrl: `${testBucket.objects}/current.json`,
    serve: () => testBucket.start(path.join(work, 's3')),
  },
};

const V1_HEADING = 'Tech & Tranquility';
const V2_HEADING = `Tech & Tranquility ${marker}`;
const now = () => Math.floor(Date.now() / 1000);
let v2Dist = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(work, { recursive: true, force: true });
  signing = (await import(path.join(root, 'scripts/preview-signature.js'))) as Signing;
  v2Dist = buildChangedBlog(path.join(work, 'v2'), marker);
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The blog list's (or a post's) heading text in the server HTML and after hydration. */
async function open(page: Page, url: string): Promise<{ server: string; hydrated: string }> {
  const response = await page.goto(url);
  const html = (await response!.text()).replace(/&amp;/g, '&');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  return {
    server: html.includes(V2_HEADING) ? 'v2' : html.includes(V1_HEADING) ? 'v1' : 'none',
    hydrated: (await page.getByText(V2_HEADING).count()) > 0 ? 'v2' : 'v1',
  };
}

/** The first post the list links to. */
async function firstPost(page: Page): Promise<string> {
  await page.goto(`${shellOrigin}${BLOG}`);
  const href = await page.locator(`a[href^="${BLOG}/"]`).first().getAttribute('href');
  expect(href).toBeTruthy();
  return `${shellOrigin}${href!}`;
}

async function previewCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name.startsWith('mf_preview_'));
}

for (const [kind, setting] of Object.entries(targets)) {
  test.describe(`on a ${kind}`, () => {
    const { deploy, preview } = deployTarget(setting.target, {
      ...setting.env,
      PREVIEW_SECRET: SECRET,
    });
    let origin: Closable | undefined;
    let shell: Closable | undefined;
    let v2 = '';

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      origin = await setting.serve(setting.target);
      const v1 = await deploy(blogDist);
      expect(v1.status, v1.out).toBe(0);
      const staged = await deploy(v2Dist, '--stage');
      console.log(staged.out.trim());
      expect(staged.status, staged.out).toBe(0);
      v2 = /blog: ([0-9a-f]{12}) is staged on /.exec(staged.out)![1]!;
      shell = await startShell(setting.blogUrl, { env: { PREVIEW_SECRET: SECRET } });
    });

    test.afterAll(async () => {
      await shell?.close();
      await origin?.close();
    });

    test('a staged v2 is seen only by the browser that opened its preview link, server and browser agreeing, list and post', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const plainFetch = await (await fetch(`${shellOrigin}${BLOG}`)).text();
      expect(plainFetch).toContain('Tech &amp; Tranquility</h1>');
      expect(plainFetch).not.toContain(marker);

      const made = await preview(v2, '--hours', '1', '--site', shellOrigin);
      expect(made.status, made.out).toBe(0);
      expect(made.out).toContain(`blog: a preview of ${v2} (staged) on ${shellOrigin}`);
      const link = /(http:\S+\/_preview\?\S+)/.exec(made.out)![1]!;

      const previewing = await browser.newContext();
      const plain = await browser.newContext();
      const a = await previewing.newPage();
      const b = await plain.newPage();
      await a.goto(link);
      await expect(a).toHaveURL(`${shellOrigin}${BLOG}`);
      const bar = a.getByRole('complementary', { name: 'Version preview' });
      await expect(bar).toHaveText(`Previewing blog ${v2} · leave · Show versions`);
      // PREVIEW_SHOTS=/tmp/shots saves the page with its bar at 1280 and 390 px.
      if (process.env.PREVIEW_SHOTS) {
        mkdirSync(process.env.PREVIEW_SHOTS, { recursive: true });
        for (const width of [1280, 390]) {
          await a.setViewportSize({ width, height: 800 });
          await a.screenshot({
            path: path.join(process.env.PREVIEW_SHOTS, `preview-bar-${kind}-${width}.png`),
          });
        }
        await a.setViewportSize({ width: 1280, height: 720 });
      }
      expect((await previewCookies(previewing)).map((cookie) => cookie.name)).toEqual([
        'mf_preview_blog',
      ]);
      expect((await previewCookies(previewing))[0]).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });

      const post = await firstPost(b);
      // Alternating, twice: the render cache keeps each browser's page apart.
      for (let turn = 0; turn < 2; turn += 1) {
        for (const url of [`${shellOrigin}${BLOG}`, post]) {
          expect(await open(a, url)).toEqual({ server: 'v2', hydrated: 'v2' });
          expect(await open(b, url)).toEqual({ server: 'v1', hydrated: 'v1' });
        }
      }
      // A client-side navigation to the list keeps the previewed build.
      await a.goto(post);
      await expect(a.locator('html[data-hydrated]')).toBeAttached();
      await a.getByRole('link', { name: V2_HEADING }).first().click();
      await expect(a.getByRole('heading', { level: 1, name: V2_HEADING })).toBeVisible();

      expect(await b.getByRole('complementary', { name: 'Version preview' }).count()).toBe(0);
      expect(await previewCookies(plain)).toEqual([]);

      // Leaving clears the cookie of the blog: v1 again, no bar.
      await a.getByRole('link', { name: 'leave' }).click();
      await expect(
        a.getByRole('heading', { level: 1, name: V1_HEADING, exact: true }),
      ).toBeVisible();
      expect(await previewCookies(previewing)).toEqual([]);
      expect(await open(a, `${shellOrigin}${BLOG}`)).toEqual({ server: 'v1', hydrated: 'v1' });
      await previewing.close();
      await plain.close();
    });

    test('an expired link, one signed with another secret and one naming another remote change nothing and say so', async ({
      browser,
    }) => {
      const links: [string, string][] = [
        [
          signing.previewLink(shellOrigin, SECRET, {
            remote: 'blog',
            version: v2,
            exp: now() - 60,
          }),
          'This preview link has expired.',
        ],
        [
          signing.previewLink(shellOrigin, 'another-secret', {
            remote: 'blog',
            version: v2,
            exp: now() + 600,
          }),
          'This preview link is not valid for this site.',
        ],
        [
          signing.previewLink(shellOrigin, SECRET, {
            remote: 'marketing',
            version: v2,
            exp: now() + 600,
          }),
          'This preview link is not valid for this site.',
        ],
      ];
      for (const [link, message] of links) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const response = await page.goto(link);
        expect(response!.status()).toBeGreaterThanOrEqual(400);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
        expect(await previewCookies(context)).toEqual([]);
        expect(await open(page, `${shellOrigin}${BLOG}`)).toEqual({ server: 'v1', hydrated: 'v1' });
        await context.close();
      }
    });
  });
}
