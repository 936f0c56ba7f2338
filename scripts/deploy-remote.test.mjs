// Two deploys of one remote at once, on a folder and on a bucket (s3rver in this process): the
// second is refused (or waits for the first), a failed smoke check puts back exactly the pointer
// that was live before it, and the list tells what happened to each build. Small fake builds: no
// webpack.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { createRequire } from 'node:module';
import {
  changeRollout,
  currentCommit,
  deploy,
  listing,
  makePreviewLink,
  rollback,
  serverContainerRecord,
} from './deploy-remote.mjs';
import { LockHeldError, PointerMovedError, folderTarget, s3Target } from './deploy-targets.mjs';

const require = createRequire(import.meta.url);
const { verifyPreview, DEVELOPMENT_PREVIEW_SECRET } = require('./preview-signature.js');

const work = mkdtempSync(path.join(tmpdir(), 'deploy-test-'));
const bucket = 'site-remotes';
let s3;
let endpoint;
/** The PUT requests s3rver received, with their conditions. */
const puts = [];

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  // s3rver ignores If-Match and If-None-Match on PUT (lib/controllers/object.js reads them on GET
  // only): the conditions are recorded here so a test can see they were sent.
  s3.middleware.unshift(async (ctx, next) => {
    if (ctx.method === 'PUT')
      puts.push({
        key: decodeURIComponent(ctx.path),
        ifMatch: ctx.get('if-match'),
        ifNoneMatch: ctx.get('if-none-match'),
      });
    await next();
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

let builds = 0;
/** A small build of the blog: a manifest, the browser and server containers, one hashed chunk. */
function fakeBuild(label) {
  const dist = path.join(work, 'builds', `${label}-${(builds += 1)}`);
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  const manifest = JSON.stringify({ name: 'blog', shared: [] });
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(path.join(dist, 'main.0123abcd.js'), `console.log(${JSON.stringify(label)});`);
  writeFileSync(path.join(dist, 'server/mf-manifest.json'), manifest);
  writeFileSync(
    path.join(dist, 'server/remoteEntry.js'),
    `module.exports = ${JSON.stringify(label)};`,
  );
  return dist;
}

const targets = {
  folder: () => folderTarget(path.join(work, 'folders', `blog-${(builds += 1)}`)),
  bucket: () =>
    s3Target(`s3://${bucket}/blog-${(builds += 1)}`, {
      DEPLOY_S3_ENDPOINT: endpoint,
      DEPLOY_S3_REGION: 'us-east-1',
      DEPLOY_S3_ACCESS_KEY_ID: 'S3RVER',
      DEPLOY_S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A smoke check that takes `ms` and then answers `reason` (null: passed). */
const smokeCheck = (ms, reason) => async () => {
  await sleep(ms);
  return reason;
};
const FAILURE = 'http://localhost:8080/blog answered 500';

describe.each(Object.keys(targets))('two deploys of one remote at once on a %s', (kind) => {
  let target;
  let v0;
  beforeEach(async () => {
    target = targets[kind]();
    v0 = (await deploy({ name: 'blog', dist: fakeBuild('v0'), target })).id;
  });

  it('refuses a second deploy started 1 s into the first one’s smoke check, rolls the failed one back to exactly the pointer before, and lists all three truthfully', async () => {
    const { pointer: before } = await target.readPointer();
    const first = deploy({
      name: 'blog',
      dist: fakeBuild('broken'),
      target,
      check: smokeCheck(2500, FAILURE),
    });
    await sleep(1000);
    const second = deploy({ name: 'blog', dist: fakeBuild('v2'), target });
    await expect(second).rejects.toThrow(
      /^blog: not deployed: Another deploy holds .+: the deploy of blog [0-9a-f]{12} by .+, since \S+ \(its lease runs to \S+\)\. [0-9a-f]{12} is uploaded but not live; run the command again once that deploy has finished\.$/,
    );
    const failed = await first;
    expect(failed).toMatchObject({ failed: FAILURE, rolledBackTo: v0, before: v0 });
    // Exactly what was live before, its switch time included: not a new write naming v0.
    expect((await target.readPointer()).pointer).toEqual(before);

    const lines = await listing(target);
    const v2 = (await target.listVersions()).at(-1).id;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^\\* ${v0}  \\S+  switched \\S+$`));
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^  ${failed.id}  \\S+  smoke check failed \\S+: ${FAILURE}; rolled back to ${v0}$`,
        ),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^  ${v2}  \\S+  refused \\S+: Another deploy holds .+the deploy of blog ${failed.id}`,
        ),
      ),
    );
  });

  it('told to wait, the second deploy goes live once the first one rolled back, and the failed build never comes back', async () => {
    const first = deploy({
      name: 'blog',
      dist: fakeBuild('broken'),
      target,
      check: smokeCheck(2500, FAILURE),
    });
    await sleep(1000);
    const second = deploy({
      name: 'blog',
      dist: fakeBuild('v2'),
      target,
      waitMs: 15_000,
      check: smokeCheck(0, null),
    });
    const [failed, passed] = await Promise.all([first, second]);
    expect(failed).toMatchObject({ failed: FAILURE, rolledBackTo: v0 });
    expect(passed).toMatchObject({ before: v0 });
    expect(passed.failed).toBeUndefined();
    const { pointer } = await target.readPointer();
    expect(pointer).toMatchObject({ version: passed.id, history: [v0] });

    const lines = await listing(target);
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^\\* ${passed.id}  \\S+  switched \\S+: from ${v0}$`)),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^  ${failed.id}  .*smoke check failed .*rolled back to ${v0}$`),
      ),
    );
    // A rollback goes to the build live before the second deploy, never to the failed one.
    expect(await rollback({ target })).toBe(v0);
    expect((await target.readPointer()).pointer).toMatchObject({ version: v0, history: [] });
    expect(await listing(target)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\* ${v0}  \\S+  live again \\S+: rollback from ${passed.id}$`),
      ),
    );
  });

  it('writes the pointer only if it is still the one read: a pointer moved meanwhile is not overwritten', async () => {
    const { tag } = await target.readPointer();
    const moved = await deploy({ name: 'blog', dist: fakeBuild('v3'), target });
    await expect(target.writePointer({ version: v0, history: [] }, tag)).rejects.toBeInstanceOf(
      PointerMovedError,
    );
    expect((await target.readPointer()).pointer.version).toBe(moved.id);
  });

  it('refuses a lock another deploy holds, and takes one whose lease ran out (its deploy died)', async () => {
    const held = await target.lock('the first deploy');
    await expect(target.lock('the second deploy')).rejects.toBeInstanceOf(LockHeldError);
    await held.release();
    // A holder whose clock says its lease ran out ten minutes ago: as if it stopped renewing.
    const stale = await target.lock('a deploy that died', { now: () => Date.now() - 600_000 });
    const taken = await target.lock('the next deploy');
    // The dead one's release does not free the lock its successor holds.
    await stale.release();
    await expect(target.lock('a third deploy')).rejects.toThrow(/the next deploy/);
    await taken.release();
    await (await target.lock('a fourth deploy')).release();
  });

  it("records the server container's SHA-256 in deploy.json, and adds it to a version uploaded without it", async () => {
    const dist = fakeBuild('hashed');
    const { id } = await deploy({ name: 'blog', dist, target });
    const record = await target.readRecord(id);
    expect(record.serverContainer).toEqual(serverContainerRecord(dist));
    expect(record.serverContainer.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record.serverContainer.path).toBe('server/remoteEntry.js');

    await target.writeRecord(id, { uploadedAt: record.uploadedAt });
    await deploy({ name: 'blog', dist, target });
    expect(await target.readRecord(id)).toEqual(record);
  });
});

describe('the commit a build was made from', () => {
  it('is recorded in deploy.json when the deploy names it, and left out otherwise', async () => {
    const target = folderTarget(path.join(work, 'commit-target'));
    const withCommit = await deploy({
      name: 'blog',
      dist: fakeBuild('with a commit'),
      target,
      stage: true,
      commit: '1a2b3c4',
    });
    expect(await target.readRecord(withCommit.id)).toMatchObject({ commit: '1a2b3c4' });
    const without = await deploy({
      name: 'blog',
      dist: fakeBuild('no commit'),
      target,
      stage: true,
    });
    expect(await target.readRecord(without.id)).not.toHaveProperty('commit');
  });

  it('named with --commit must be a commit id: anything else is refused before any build', () => {
    let refusal;
    try {
      execFileSync(
        process.execPath,
        [
          path.join(import.meta.dirname, 'deploy-remote.mjs'),
          'deploy',
          'blog',
          '--to',
          path.join(work, 'never-written'),
          '--commit',
          'main; rm -rf',
        ],
        { encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      refusal = error;
    }
    expect(refusal?.status).toBe(1);
    expect(refusal?.stderr.trim()).toBe(
      '--commit takes a git commit id (4 to 40 lowercase hexadecimal digits), not "main; rm -rf".',
    );
  });

  it('is read from git in a checkout, and is null outside one', () => {
    expect(currentCommit()).toMatch(/^[0-9a-f]{7,40}$/);
    expect(currentCommit(mkdtempSync(path.join(tmpdir(), 'not-a-checkout-')))).toBeNull();
  });
});

describe('the bucket’s conditional writes', () => {
  it('sends If-None-Match: * to create the pointer and the lock, and If-Match with the ETag read to replace the pointer', async () => {
    const target = targets.bucket();
    const prefix = new URL(target.describe).pathname.slice(1);
    const first = puts.length;
    await deploy({ name: 'blog', dist: fakeBuild('a'), target });
    const { tag } = await target.readPointer();
    await deploy({ name: 'blog', dist: fakeBuild('b'), target });
    const sent = puts.slice(first);
    const pointerPuts = sent.filter((put) => put.key === `/${bucket}/${prefix}/current.json`);
    expect(pointerPuts).toEqual([
      expect.objectContaining({ ifNoneMatch: '*', ifMatch: '' }),
      expect.objectContaining({ ifMatch: tag, ifNoneMatch: '' }),
    ]);
    const lockPuts = sent.filter((put) => put.key === `/${bucket}/${prefix}/deploy.lock`);
    expect(lockPuts).toEqual([
      expect.objectContaining({ ifNoneMatch: '*' }),
      expect.objectContaining({ ifNoneMatch: '*' }),
    ]);
  });
});

describe.each(Object.keys(targets))('stage, rollout and preview on a %s', (kind) => {
  let target;
  let v1;
  beforeEach(async () => {
    target = targets[kind]();
    v1 = (await deploy({ name: 'blog', dist: fakeBuild('v1'), target })).id;
  });
  const pointer = async () => (await target.readPointer()).pointer;

  it('--stage uploads a version without moving the pointer, and --list shows it staged', async () => {
    const before = await pointer();
    const staged = await deploy({ name: 'blog', dist: fakeBuild('v2'), target, stage: true });
    expect(staged).toMatchObject({ staged: true, before: v1 });
    expect(staged.uploaded).toBeGreaterThan(0);
    expect(await pointer()).toEqual(before);
    expect(await target.hasVersion(staged.id)).toBe(true);
    const lines = await listing(target);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\* ${v1}  `)));
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^  ${staged.id}  \\S+  staged \\S+$`)),
    );
  });

  it('--percent records a rollout beside the live version; rollout changes the share, and 100 makes it live', async () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    const v2 = (
      await deploy({ name: 'blog', dist: fakeBuild('v2'), target, percent: 10, now: () => at })
    ).id;
    expect(await pointer()).toMatchObject({
      version: v1,
      history: [],
      rollout: { version: v2, percent: 10, since: at.toISOString(), previous: v1 },
    });
    let lines = await listing(target);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\* ${v1}  `)));
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^% ${v2}  \\S+  rollout \\S+: 10% of visitors, beside ${v1}$`),
      ),
    );
    expect(lines.at(-1)).toBe(
      `rollout: ${v2} to 10% of visitors, ${v1} to the other 90%, since ${at.toISOString()}`,
    );

    await changeRollout({ target, percent: 50 });
    expect((await pointer()).rollout).toMatchObject({ version: v2, percent: 50, previous: v1 });
    lines = await listing(target);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^rollout: ${v2} to 50% of visitors, ${v1} to the other 50%, since `),
    );

    await changeRollout({ target, percent: 100 });
    const live = await pointer();
    expect(live).toMatchObject({ version: v2, history: [v1] });
    expect(live.rollout).toBeUndefined();
    expect(await listing(target)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\* ${v2}  \\S+  switched \\S+: from ${v1} \\(rollout completed\\)$`),
      ),
    );
    // The ordinary rollback follows the history: back to v1.
    expect(await rollback({ target })).toBe(v1);
  });

  it('rollback during a rollout ends it: everyone is back on the live version', async () => {
    const v2 = (await deploy({ name: 'blog', dist: fakeBuild('v2'), target, percent: 50 })).id;
    let stopped;
    expect(await rollback({ target, onStopped: (version) => (stopped = version) })).toBe(v1);
    expect(stopped).toBe(v2);
    const after = await pointer();
    expect(after).toMatchObject({ version: v1, history: [] });
    expect(after.rollout).toBeUndefined();
    expect(await listing(target)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^  ${v2}  \\S+  rollout stopped \\S+: everyone back on ${v1}$`),
      ),
    );
    await expect(changeRollout({ target, percent: 50 })).rejects.toThrow(
      /^No rollout is under way on .+: start one with deploy --percent\.$/,
    );
  });

  it('a failed smoke check of a rollout withdraws it, leaving the pointer as it was', async () => {
    const before = await pointer();
    const checked = [];
    const result = await deploy({
      name: 'blog',
      dist: fakeBuild('broken'),
      target,
      percent: 10,
      check: async (id) => {
        checked.push(id);
        return FAILURE;
      },
    });
    expect(checked).toEqual([result.id]);
    expect(result).toMatchObject({ failed: FAILURE, rolledBackTo: v1 });
    expect(await pointer()).toEqual(before);
  });

  it('the preview command signs a link for a recorded version and refuses what it cannot sign', async () => {
    const v2 = (await deploy({ name: 'blog', dist: fakeBuild('v2'), target, stage: true })).id;
    const now = () => Date.parse('2026-11-28T10:00:00.000Z');
    const made = await makePreviewLink({
      name: 'blog',
      target,
      version: v2,
      hours: 2,
      site: 'https://www.example.com',
      secret: 'the-secret',
      now,
    });
    expect(made.status).toBe('staged');
    expect(made.expires).toBe('2026-11-28T12:00:00.000Z');
    const link = new URL(made.link);
    expect(`${link.origin}${link.pathname}`).toBe('https://www.example.com/_preview');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      remote: 'blog',
      version: v2,
      exp: String(now() / 1000 + 7200),
      sig: expect.any(String),
    });
    const value = `${v2}.${link.searchParams.get('exp')}.${link.searchParams.get('sig')}`;
    expect(verifyPreview('the-secret', 'blog', value, now() / 1000)).toEqual({
      ok: true,
      version: v2,
      exp: now() / 1000 + 7200,
    });
    expect(verifyPreview('another-secret', 'blog', value, now() / 1000).ok).toBe(false);

    await expect(
      makePreviewLink({
        name: 'blog',
        target,
        version: 'f00f00f00f00',
        site: 'https://www.example.com',
        secret: 'the-secret',
      }),
    ).rejects.toThrow(
      `blog: no preview link: f00f00f00f00 is not a recorded version on ${target.describe} (see --list).`,
    );
    await expect(
      makePreviewLink({ name: 'blog', target, version: v2, site: 'https://www.example.com' }),
    ).rejects.toThrow(
      'blog: no preview link: set PREVIEW_SECRET to the secret the render servers of https://www.example.com share.',
    );
    // npm start's render server takes the development secret: a link to it needs no set-up.
    const local = await makePreviewLink({
      name: 'blog',
      target,
      version: v1,
      site: 'http://localhost:8080',
    });
    expect(local.status).toBe('live');
    const localLink = new URL(local.link);
    expect(
      verifyPreview(
        DEVELOPMENT_PREVIEW_SECRET,
        'blog',
        `${v1}.${localLink.searchParams.get('exp')}.${localLink.searchParams.get('sig')}`,
        Date.now() / 1000,
      ).ok,
    ).toBe(true);
  });
});

describe("a bucket's health counts", () => {
  it('are every render server’s object under health/, as the render servers write them, one caught half-written skipped', async () => {
    const target = targets.bucket();
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const prefix = target.describe.slice(`s3://${bucket}/`.length);
    const put = (key, body) =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}/${key}`, Body: body }));
    const snapshot = (server) => ({
      server,
      remote: 'blog',
      at: '2026-11-28T10:00:00.000Z',
      versions: {},
    });
    // The keys shell/src/server/health-store.ts writes for HEALTH_STORE=s3://<bucket>/{remote}.
    await put('health/render-1.json', JSON.stringify(snapshot('render-1')));
    await put('health/render-2.json', JSON.stringify(snapshot('render-2')));
    // What s3rver answers while it is still writing an object: part of it.
    await put('health/render-3.json', '{"server":"render-3","ver');
    expect(await target.readHealth()).toEqual([snapshot('render-1'), snapshot('render-2')]);
  });
});
