// Versioned deploys of the blog to an S3-compatible bucket (s3rver on loopback), the remote's
// origin, through the command a team runs: v1 then a rebuilt v2, both seen in the server HTML and
// the browser, every object with its Content-Type and Cache-Control; rollback brings v1's HTML
// back within 10 s; a build that breaks only in the browser is switched back by the command's
// Chromium smoke check.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type S3rver from 's3rver';
import {
  BLOG,
  blogDist,
  blogPage,
  copyBlogDist,
  cleanUp,
  deployTarget,
  expectMarkedDeployOver,
  expectRollbackTo,
  shellOrigin,
  startShell,
  testBucket,
} from '../support/deploy';
import { root } from '../support/env';
import type { Closable } from '../support/app-servers';

const work = path.join(root, '.e2e-deploy-s3');
const { objects } = testBucket;
const { deploy, rollback } = deployTarget(testBucket.target, testBucket.env);
const { serverHtml } = blogPage;
let s3: S3rver | undefined;
let shell: Closable | undefined;

const pointer = async () =>
  ((await (await fetch(`${objects}/current.json`)).json()) as { version: string }).version;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  s3 = await testBucket.start(path.join(work, 's3'));
  const v1 = await deploy(blogDist);
  expect(v1.status, v1.out).toBe(0);
  console.log(v1.out.trim());
  // The runtime configuration names the bucket's pointer; the render server follows it.
  shell = await startShell(`${objects}/current.json`);
});

test.afterAll(() => cleanUp(work, shell, s3));

test('deploy v2 over v1 to the bucket, both seen on the server and in the browser, with cache headers; rollback returns v1 within 10 s', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const v1 = await pointer();
  expect(await serverHtml()).toContain('Tech &amp; Tranquility</h1>');
  await blogPage.expectHeading(page, 'Tech & Tranquility', true);

  // Each object as the bucket serves it: the entry files revalidated, hashed files immutable.
  const pointerReply = await fetch(`${objects}/current.json`);
  expect(pointerReply.headers.get('cache-control')).toBe('no-cache');
  expect(pointerReply.headers.get('content-type')).toMatch(/^application\/json/);
  const entry = await fetch(`${objects}/versions/${v1}/remoteEntry.js`);
  expect(entry.headers.get('content-type')).toMatch(/^application\/javascript/);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  const manifest = (await (await fetch(`${objects}/versions/${v1}/mf-manifest.json`)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] }; css: { async: string[] } } }[];
  };
  const routes = manifest.exposes.find((expose) => expose.name === 'routes')!;
  const chunk = await fetch(`${objects}/versions/${v1}/${routes.assets.js.sync.at(-1)}`);
  expect(chunk.status).toBe(200);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers.get('content-type')).toMatch(/^application\/javascript/);
  // The build's precompressed copies stay home: a bucket cannot choose an encoding per browser.
  const precompressed = `${objects}/versions/${v1}/${routes.assets.js.sync.at(-1)}.br`;
  expect((await fetch(precompressed)).status).toBe(404);
  const css = routes.assets.css.async[0];
  if (css) {
    const sheet = await fetch(`${objects}/versions/${v1}/${css}`);
    expect(sheet.headers.get('content-type')).toMatch(/^text\/css/);
  }
  expect((await fetch(`${objects}/versions/${v1}/remoteEntry.js.map`)).status).toBe(404);

  const deployed = await expectMarkedDeployOver(v1, deploy, pointer, page, {
    work,
    serverMs: 10_000,
    pollMs: 250,
  });
  expect(deployed).toContain('blog: smoke check passed: server render and Chromium');
  // The browser loads the live build's files from the bucket, under its version.
  const v2 = await pointer();
  expect(await page.evaluate(() => document.documentElement.outerHTML)).toContain(
    `/versions/${v2}/`,
  );

  await expectRollbackTo(v1, rollback, pointer, page);
});

test('a build that throws only in the browser is switched back by the Chromium smoke check, and passes with --no-browser', async () => {
  test.setTimeout(120_000);
  const before = await pointer();
  const broken = copyBlogDist(path.join(work, 'breaks-in-browser'));
  // The browser container throws once loaded, as the page hydrates; the server container (what
  // the render server runs) is untouched, so every server-rendered page still answers 200.
  const browserEntry = path.join(broken, 'remoteEntry.js');
  writeFileSync(
    browserEntry,
    "setTimeout(() => { throw new Error('This build breaks in the browser.'); });\n" +
      readFileSync(browserEntry, 'utf8'),
  );
  const result = await deploy(broken, '--shell', shellOrigin);
  console.log(result.out.trim());
  expect(result.status, result.out).toBe(1);
  expect(result.out).toMatch(
    new RegExp(
      `^blog: smoke check failed: ${escape(`${shellOrigin}${BLOG}`)} in Chromium threw ".*This build breaks in the browser\\."\\. Rolled back to ${before}\\.$`,
      'm',
    ),
  );
  expect(await pointer()).toBe(before);
  const listed = await rollback('--list');
  expect(listed.out).toMatch(new RegExp(`^\\* ${before}  `, 'm'));
  expect((await fetch(`${shellOrigin}${BLOG}`)).status).toBe(200);

  // Without the browser step the server render alone passes this build, and the output says the
  // browser was not asked.
  const unchecked = await deploy(broken, '--shell', shellOrigin, '--no-browser');
  expect(unchecked.status, unchecked.out).toBe(0);
  expect(unchecked.out).toContain(
    'blog: smoke check passed: server render (browser check skipped: --no-browser)',
  );
  expect((await rollback()).status).toBe(0);
  expect(await pointer()).toBe(before);
});
