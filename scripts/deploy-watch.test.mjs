// The watch after a deploy: the rule on fixed counts, and the watch on a folder target reading
// what two render servers wrote beside the pointer, rolling back with the reason in the history.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { deploy, listing, watchAndRollBack } from './deploy-remote.mjs';
import { folderTarget } from './deploy-targets.mjs';
import { judge, previousTotals, RULE, totals, watchWindowMs } from './deploy-watch.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'deploy-watch-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const counts = (views, errors, problems = {}, retries = 0) => ({
  views,
  errors,
  problems,
  retries,
});

describe('the rule', () => {
  it('rolls back at 5 errors and more than 3 times the previous rate per view, naming the most frequent', () => {
    const verdict = judge(
      counts(100, 6, { 'render:0badf00d': 5, 'chunk:cafebabe': 1 }),
      counts(100, 1, { 'render:0badf00d': 1 }),
    );
    expect(verdict).toEqual({
      rule: 'error-rate',
      problem: 'render:0badf00d',
      phase: 'render',
      hash: '0badf00d',
      message:
        '6 errors in 100 page views (6.0%), more than 3 times the 1.0% of the version before; most often phase render, message hash 0badf00d (5 times)',
    });
  });

  it.each([
    [
      '4 errors of a kind seen before, at any rate',
      counts(20, 4, { 'render:0badf00d': 4 }),
      counts(100, 1, { 'render:0badf00d': 1 }),
    ],
    [
      '3 times the rate, not more',
      counts(100, 6, { 'render:0badf00d': 6 }),
      counts(100, 2, { 'render:0badf00d': 2 }),
    ],
    [
      'fewer views than the minimum',
      counts(RULE.minViews - 1, 19, { 'render:0badf00d': 19 }),
      counts(100, 0),
    ],
    ['one new error', counts(40, 1, { 'hydrate:0badf00d': 1 }), counts(40, 0)],
    [
      'a new error under 2 % of views',
      counts(200, 3, { 'hydrate:0badf00d': 3 }),
      counts(200, 2, { 'render:cafebabe': 2 }),
    ],
  ])('keeps the version at %s', (_what, fresh, previous) => {
    expect(judge(fresh, previous)).toBeNull();
  });

  it('rolls back for a new error (a hash the previous version never had) on 2 % of views', () => {
    const verdict = judge(
      counts(100, 2, { 'hydrate:0badf00d': 2 }),
      counts(100, 9, { 'render:cafebabe': 9 }),
    );
    expect(verdict).toMatchObject({ rule: 'new-error', phase: 'hydrate', hash: '0badf00d' });
    expect(verdict.message).toBe(
      'a new error, phase hydrate, message hash 0badf00d, on 2 of 100 page views (2.0%); the version before never had it',
    );
  });

  it('sums every server over the window, and compares a switched-away version with the minutes before', () => {
    const minute = (n, views, errors, problems = {}) => ({ minute: n, views, errors, problems });
    const snapshots = [
      {
        server: 'a',
        versions: {
          v2: [minute(9, 50, 0), minute(10, 5, 1, { 'render:x': 1 })],
          v1: [minute(9, 30, 1)],
        },
      },
      { server: 'b', versions: { v2: [minute(10, 7, 2, { 'render:x': 2 })] } },
    ];
    expect(totals(snapshots, 'v2', 10, 11)).toEqual(counts(12, 3, { 'render:x': 3 }));
    expect(previousTotals(snapshots, 'v1', 10, 11)).toEqual(counts(30, 1, {}));
  });

  it('never rolls back for retries, however many: they are summed apart from the errors', () => {
    const minute = (n, retries) => ({ minute: n, views: 50, errors: 0, problems: {}, retries });
    const snapshots = [
      { server: 'a', versions: { v2: [minute(10, 4000)], v1: [minute(10, 0)] } },
      { server: 'b', versions: { v2: [minute(10, 1000)], v1: [minute(10, 0)] } },
    ];
    const fresh = totals(snapshots, 'v2', 10, 11);
    expect(fresh).toEqual(counts(100, 0, {}, 5000));
    expect(judge(fresh, totals(snapshots, 'v1', 10, 11))).toBeNull();
    expect(
      judge(counts(100, 1, { 'chunk:cafebabe': 1 }, 5000), counts(100, 1, { 'chunk:cafebabe': 1 })),
    ).toBeNull();
  });

  it('reads the window from DEPLOY_WATCH_MINUTES, 10 minutes by default, and refuses nonsense', () => {
    expect(watchWindowMs({})).toBe(600_000);
    expect(watchWindowMs({ DEPLOY_WATCH_MINUTES: '0.5' })).toBe(30_000);
    expect(() => watchWindowMs({ DEPLOY_WATCH_MINUTES: 'soon' })).toThrow(
      'DEPLOY_WATCH_MINUTES must be a number of minutes above 0, at most 1440.',
    );
  });
});

let builds = 0;
function fakeBuild(label) {
  const dist = path.join(work, 'builds', `${label}-${(builds += 1)}`);
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'blog', shared: [] }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(
    path.join(dist, 'server/remoteEntry.js'),
    `module.exports = ${JSON.stringify(label)};`,
  );
  return dist;
}

/** What a render server writes beside the pointer (shell/src/server/health.ts). */
function writeHealth(dir, server, versions) {
  mkdirSync(path.join(dir, 'health'), { recursive: true });
  writeFileSync(
    path.join(dir, 'health', `${server}.json`),
    JSON.stringify({ server, remote: 'blog', at: new Date().toISOString(), versions }),
  );
}

describe('the watch on a folder target', () => {
  async function deployed() {
    const dir = path.join(work, 'folders', `blog-${(builds += 1)}`);
    const target = folderTarget(dir);
    const v1 = (await deploy({ name: 'blog', dist: fakeBuild('v1'), target })).id;
    const v2 = (await deploy({ name: 'blog', dist: fakeBuild('v2'), target })).id;
    return { dir, target, v1, v2 };
  }
  const thisMinute = () => Math.floor(Date.now() / 60_000);
  const options = { windowMs: 60_000, pollMs: 10, log: () => undefined };

  it('rolls back a version that fails in browsers on two render servers, says why, and the history names the phase and message hash', async () => {
    const { dir, target, v1, v2 } = await deployed();
    const now = thisMinute();
    writeHealth(dir, 'render-1', {
      [v1]: [{ minute: now - 1, views: 40, errors: 0, problems: {} }],
      [v2]: [{ minute: now, views: 15, errors: 3, problems: { 'render:0badf00d': 3 } }],
    });
    writeHealth(dir, 'render-2', {
      [v2]: [{ minute: now, views: 15, errors: 3, problems: { 'render:0badf00d': 3 } }],
    });
    await expect(watchAndRollBack({ name: 'blog', target, ...options })).rejects.toThrow(
      `blog: ${v2} is rolled back by the watch: 6 errors in 30 page views (20.0%), more than 3 times the 0.0% of the version before; most often phase render, message hash 0badf00d (6 times). ${v1} is live again.`,
    );
    expect((await target.readPointer()).pointer.version).toBe(v1);
    const lines = await listing(target);
    expect(lines.find((line) => line.slice(2).startsWith(v2))).toMatch(
      /rolled back by the watch .*: .* is live again: 6 errors .*phase render, message hash 0badf00d/,
    );
  });

  it('keeps a healthy version through the window', async () => {
    const { dir, target, v2 } = await deployed();
    writeHealth(dir, 'render-1', {
      [v2]: [{ minute: thisMinute(), views: 100, errors: 1, problems: { 'render:0badf00d': 1 } }],
    });
    let now = Date.now();
    const result = await watchAndRollBack({
      name: 'blog',
      target,
      ...options,
      now: () => now,
      sleep: async (ms) => void (now += ms),
    });
    expect(result).toBeNull();
    expect((await target.readPointer()).pointer.version).toBe(v2);
  });

  it('keeps a version whose browsers only retried, however often', async () => {
    const { dir, target, v1, v2 } = await deployed();
    const now = thisMinute();
    writeHealth(dir, 'render-1', {
      [v1]: [{ minute: now - 1, views: 40, errors: 0, problems: {}, retries: 0 }],
      [v2]: [{ minute: now, views: 40, errors: 0, problems: {}, retries: 4000 }],
    });
    writeHealth(dir, 'render-2', {
      [v2]: [{ minute: now, views: 40, errors: 0, problems: {}, retries: 1000 }],
    });
    let clock = Date.now();
    const result = await watchAndRollBack({
      name: 'blog',
      target,
      ...options,
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    });
    expect(result).toBeNull();
    expect((await target.readPointer()).pointer.version).toBe(v2);
  });

  it('leaves a pointer that moved on as it is, and says so', async () => {
    const { dir, target, v1, v2 } = await deployed();
    writeHealth(dir, 'render-1', {
      [v2]: [{ minute: thisMinute(), views: 30, errors: 9, problems: { 'chunk:cafebabe': 9 } }],
    });
    const v3 = (await deploy({ name: 'blog', dist: fakeBuild('v3'), target })).id;
    // The watch of v2 began before v3 went live.
    const { watch } = await import('./deploy-watch.mjs');
    const { rollback } = await import('./deploy-remote.mjs');
    await expect(
      watch({
        target,
        version: v2,
        previous: v1,
        since: Date.now(),
        windowMs: 60_000,
        rollBack: (verdict) => rollback({ target, only: v2, reason: verdict.message }),
      }),
    ).rejects.toThrow('changed since it was read');
    expect((await target.readPointer()).pointer.version).toBe(v3);
  });

  it('tries a read that failed again at the next poll, says so, and still rolls back', async () => {
    const { dir, target, v1, v2 } = await deployed();
    writeHealth(dir, 'render-1', {
      [v2]: [{ minute: thisMinute(), views: 30, errors: 9, problems: { 'chunk:cafebabe': 9 } }],
    });
    let reads = 0;
    const flaky = {
      ...target,
      // The first read before the watch (is anyone writing?) and the first poll's: the second
      // fails as a bucket that did not answer once.
      readHealth: async () => {
        reads += 1;
        if (reads === 2) throw new Error('socket hang up');
        return target.readHealth();
      },
    };
    const lines = [];
    await expect(
      watchAndRollBack({
        name: 'blog',
        target: flaky,
        ...options,
        log: (line) => lines.push(line),
      }),
    ).rejects.toThrow(`blog: ${v2} is rolled back by the watch: `);
    expect(lines).toContain('blog: the counts could not be read (socket hang up); trying again');
    expect((await target.readPointer()).pointer.version).toBe(v1);
  });

  it('does not say a version is healthy when the last read of the window failed', async () => {
    const { dir, target, v2 } = await deployed();
    writeHealth(dir, 'render-1', {
      [v2]: [{ minute: thisMinute(), views: 100, errors: 0, problems: {} }],
    });
    let reads = 0;
    const failing = {
      ...target,
      readHealth: async () => {
        reads += 1;
        if (reads > 2) throw new Error('connect ECONNREFUSED 127.0.0.1:9183');
        return target.readHealth();
      },
    };
    let now = Date.now();
    await expect(
      watchAndRollBack({
        name: 'blog',
        target: failing,
        ...options,
        now: () => now,
        sleep: async (ms) => void (now += ms),
      }),
    ).rejects.toThrow(
      `blog: ${v2} stays live, not judged: the counts on ${target.describe} could not be read at the end of the watch window (connect ECONNREFUSED 127.0.0.1:9183). Watch it again with: node scripts/deploy-remote.mjs watch blog --to ${target.describe}`,
    );
    expect((await target.readPointer()).pointer.version).toBe(v2);
  });

  it('does not watch a target no render server writes counts to, and says so', async () => {
    const { target } = await deployed();
    const lines = [];
    expect(
      await watchAndRollBack({ name: 'blog', target, ...options, log: (line) => lines.push(line) }),
    ).toBeNull();
    expect(lines).toEqual([
      `blog: not watched: no render server writes its counts to ${target.describe} (set HEALTH_STORE on the render servers; docs/deploying.md).`,
    ]);
  });
});
