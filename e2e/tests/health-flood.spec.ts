// A flood of forged health reports against a render server that follows a folder target and
// writes its counts beside the pointer: 5,000 reports from one address (invalid shapes, unknown
// versions, and valid errors and retries far beyond the per-address cap), a few in flight at a
// time on loopback. Every answer is 204 or 429, the server's memory grows by less than 20 MB,
// the drop counters show every dropped report, and the deploy's watch afterwards rolls nothing
// back: the pointer still gives out the same version.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Closable } from '../support/app-servers';
import {
  BLOG,
  blogDist,
  cleanUp,
  copyBlogDist,
  deployTarget,
  serveFolderTarget,
  shellOrigin,
  startShell,
} from '../support/deploy';
import { extraBlogPort, extraMetricsPort, root } from '../support/env';
import { metricSum } from '../support/metrics';

const work = path.join(root, '.e2e-health-flood');
const target = path.join(work, 'target');
const { deploy, watch } = deployTarget(target, { DEPLOY_WATCH_MINUTES: '0.1' });
const servers: Closable[] = [];
const REPORTS = 5000;
/** Requests in flight at once: a bounded loop, as one busy client would send them. */
const IN_FLIGHT = 8;

const liveVersion = () =>
  (JSON.parse(readFileSync(path.join(target, 'current.json'), 'utf8')) as { version: string })
    .version;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(work, { recursive: true, force: true });
  const v1 = await deploy(blogDist);
  expect(v1.status, v1.out).toBe(0);
  // A second version (the same code under another id), so the watch has one before it.
  const copy = copyBlogDist(path.join(work, 'v2'));
  writeFileSync(path.join(copy, 'flood-version.txt'), 'another version');
  const v2 = await deploy(copy, '--no-watch');
  expect(v2.status, v2.out).toBe(0);
  servers.push(await serveFolderTarget(target));
  servers.push(
    await startShell(`http://localhost:${extraBlogPort}/mf-manifest.json`, {
      env: {
        HEALTH_STORE: target,
        HEALTH_SERVER_ID: 'render-1',
        HEALTH_WRITE_MS: '500',
        SHELL_METRICS_PORT: String(extraMetricsPort),
      },
    }),
  );
});

test.afterAll(() => cleanUp(work, ...servers));

const counted = (name: string, labels: Record<string, string> = {}) =>
  metricSum(extraMetricsPort, name, labels);
const dropped = (reason: string) => counted('render_health_reports_dropped_total', { reason });

test('5,000 forged reports from one address: 204 or 429 each, flat memory, the drops counted, no rollback', async () => {
  test.setTimeout(120_000);
  const version = liveVersion();
  expect((await fetch(`${shellOrigin}${BLOG}`)).status).toBe(200);
  const report = {
    remote: 'blog',
    version,
    phase: 'render',
    route: '/tech&tranquility/*',
    hash: '0badf00d',
  };
  // Each kind in turn: what a forger may send, and what a real browser would.
  const kinds = [
    () => ({ ...report, email: 'a@b.c' }),
    () => '{"remote":',
    () => ({ ...report, route: 'https://elsewhere.test/?q=1' }),
    () => ({ ...report, phase: 'boot' }),
    () => ({ ...report, version: 'f0f0f0f0f0f0' }),
    () => report,
    () => ({ ...report, phase: 'chunk', attempt: 2 }),
    () => ({ ...report, phase: 'hydrate', hash: 'cafebabe' }),
  ];
  const invalidKinds = 4;
  const send = (body: unknown) =>
    fetch(`${shellOrigin}/_health`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then((res) => res.status);
  const flood = async (count: number) => {
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let index = next++; index < count; index = next++) {
          const status = await send(kinds[index % kinds.length]!());
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    return statuses;
  };
  const counts = async () => ({
    rss: await counted('process_resident_memory_bytes'),
    heap: await counted('nodejs_heap_size_used_bytes'),
    invalid: await dropped('invalid'),
    unknown: await dropped('unknown-version'),
    capped: (await dropped('address-cap')) + (await dropped('overall-cap')),
    errors: await counted('render_remote_errors_total', { remote: 'blog', version }),
    retries: await counted('render_remote_load_retries_total', { remote: 'blog', version }),
  });
  // A first round of the same mix: the server's code compiled and its heap at its working size
  // (what any traffic does), so what follows measures what the flood itself keeps.
  await flood(1000);
  const before = await counts();
  const started = Date.now();
  const statuses = await flood(REPORTS);
  const after = await counts();
  const rss = after.rss - before.rss;
  const heap = after.heap - before.heap;
  console.log(
    `${REPORTS} reports in ${Date.now() - started} ms: ${JSON.stringify(Object.fromEntries(statuses))}; resident memory ${(rss / 2 ** 20).toFixed(1)} MB, heap ${(heap / 2 ** 20).toFixed(1)} MB more`,
  );

  expect([...statuses.keys()].sort()).toEqual([204, 429]);
  expect(rss).toBeLessThan(20 * 2 ** 20);
  const perKind = REPORTS / kinds.length;
  expect(after.invalid - before.invalid).toBe(invalidKinds * perKind);
  expect(after.unknown - before.unknown).toBe(perKind);
  // The valid ones: a few counted (30 a minute from one address), every other one dropped.
  const valid = 3 * perKind;
  const capped = after.capped - before.capped;
  const countedNow = after.errors - before.errors + (after.retries - before.retries);
  expect(capped).toBe(statuses.get(429));
  expect(countedNow + capped).toBe(valid);
  expect(countedNow).toBeLessThanOrEqual(60);
  const { errors, retries } = after;
  expect(retries).toBeGreaterThan(0);

  // The deploy's watch reads what the server wrote and leaves the version live.
  const written = () => {
    const snapshot = JSON.parse(
      readFileSync(path.join(target, 'health/render-1.json'), 'utf8'),
    ) as { versions: Record<string, { errors: number; retries: number }[]> };
    const minutes = snapshot.versions[version] ?? [];
    return minutes
      .map((minute) => [minute.errors, minute.retries])
      .reduce(([e, r], [errors, retried]) => [e! + errors!, r! + retried!], [0, 0]);
  };
  // Kept apart in what the watch reads: the retries never among the errors.
  await expect.poll(written, { timeout: 5_000 }).toEqual([errors, retries]);
  const watched = await watch();
  expect(watched.status, watched.out).toBe(0);
  expect(watched.out).toContain(`the watch saw nothing wrong with ${version}`);
  expect(liveVersion()).toBe(version);
});
