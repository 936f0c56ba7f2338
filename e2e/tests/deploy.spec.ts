// Versioned deploys of one remote to a folder target, through the command a team runs: v1, then
// a rebuilt v2, both seen in the server HTML and the browser; rollback brings v1's HTML back;
// a build needing the next @agency/shared-state major is refused by the command and, forced onto the
// origin anyway, answers the unavailable message with 503 while the rest of the site answers.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  blogDist,
  blogPage,
  copyBlogDist,
  cleanUp,
  deployTarget,
  expectMarkedDeployOver,
  expectRollbackTo,
  serveFolderTarget,
  shellOrigin,
  startShell,
} from '../support/deploy';
import { extraBlogPort, root } from '../support/env';
import type { Closable } from '../support/app-servers';

const work = path.join(root, '.e2e-deploy');
const target = path.join(work, 'target');
const blogOrigin = `http://localhost:${extraBlogPort}`;
const { deploy, rollback } = deployTarget(target);
const { serverHtml } = blogPage;
let shell: Closable | undefined;
let blog: Closable | undefined;

const pointer = () =>
  (JSON.parse(readFileSync(path.join(target, 'current.json'), 'utf8')) as { version: string })
    .version;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  const v1 = await deploy(blogDist);
  expect(v1.status, v1.out).toBe(0);
  blog = await serveFolderTarget(target);
  shell = await startShell(`${blogOrigin}/mf-manifest.json`);
});

test.afterAll(() => cleanUp(work, shell, blog));

test('deploy v2 over v1, both seen on the server and in the browser, then rollback returns v1 within 10 s', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(await serverHtml()).toContain('Tech &amp; Tranquility</h1>');
  const v1 = pointer();

  await expectMarkedDeployOver(v1, deploy, pointer, page, { work, serverMs: 30_000, pollMs: 500 });
  await expectRollbackTo(v1, rollback, pointer, page);
});

test('a build needing the next @agency/shared-state major is refused by the command; forced, it is unavailable with 503 and the rest answers 200', async () => {
  test.setTimeout(120_000);
  const before = pointer();
  const next = copyBlogDist(path.join(work, 'next-major'));
  for (const manifest of ['mf-manifest.json', 'server/mf-manifest.json']) {
    const file = path.join(next, manifest);
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      shared: { name: string; requiredVersion?: string }[];
    };
    for (const shared of json.shared)
      if (shared.name.startsWith('@agency/shared-state')) shared.requiredVersion = '^99.0.0';
    writeFileSync(file, JSON.stringify(json));
  }

  const refused = await deploy(next, '--shell', shellOrigin);
  expect(refused.status).toBe(1);
  expect(refused.out).toMatch(
    /The blog build needs @agency\/shared-state \^99\.0\.0; the shell has @agency\/shared-state \d+\.\d+\.\d+\. Not deployed\./,
  );
  expect(pointer()).toBe(before);

  // Forced onto the origin (no shell to ask): the shell's own gate refuses it.
  const forced = await deploy(next);
  expect(forced.status, forced.out).toBe(0);
  await blogPage.expectStatus(503);
  expect(await serverHtml()).toContain('The blog is temporarily unavailable');
  expect((await fetch(`${shellOrigin}/`)).status).toBe(200);
  expect((await fetch(`${shellOrigin}/about`)).status).toBe(200);

  expect((await rollback()).status).toBe(0);
  await blogPage.expectStatus(200);
});

test('a build whose server container throws is switched back by the smoke check', async () => {
  test.setTimeout(120_000);
  const before = pointer();
  const broken = copyBlogDist(path.join(work, 'broken'));
  writeFileSync(
    path.join(broken, 'server/remoteEntry.js'),
    "throw new Error('This build cannot start.');\n",
  );
  const result = await deploy(broken, '--shell', shellOrigin);
  expect(result.status, result.out).toBe(1);
  expect(result.out).toContain('blog: smoke check failed: ');
  expect(result.out).toContain(`Rolled back to ${before}.`);
  expect(pointer()).toBe(before);
  await blogPage.expectStatus(200);
});
