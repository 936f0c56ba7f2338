/** @jest-environment node */
// Where a render server writes its health counts (HEALTH_STORE): a folder or a bucket, laid out
// as the deploy targets read them (scripts/deploy-targets.mjs, `readHealth`), and a bucket's SDK
// loaded only for a bucket, on the first write. No network: the bucket's PutObject is a fake.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { HealthSnapshot } from './health';
import {
  healthObjectOf,
  healthStoreFor,
  s3SettingsFrom,
  sdkPutObject,
  type PutObject,
} from './health-store';
import { temporaryShellDist } from '../test/shell-dist';
import { buildRenderServer } from './main';

const snapshot: HealthSnapshot = {
  server: 'render-1',
  remote: 'blog',
  at: '2026-11-28T10:00:00.000Z',
  versions: {
    a1b2c3d4e5f6: [{ minute: 29_900_000, views: 3, errors: 1, problems: {}, retries: 0 }],
  },
};

describe("a bucket store's keys", () => {
  it.each([
    ['s3://site-remotes/{remote}', 'blog/health/render-1.json'],
    ['s3://site-remotes/deploys/{remote}/', 'deploys/blog/health/render-1.json'],
    ['s3://site-remotes//{remote}-prod', 'blog-prod/health/render-1.json'],
    ['s3://site-remotes', 'health/render-1.json'],
  ])('%s puts the snapshot at %s, where the S3 target of the remote reads it', (store, key) => {
    expect(healthObjectOf(store, 'blog', 'render-1')).toEqual({ bucket: 'site-remotes', key });
  });

  it('may name the bucket by the remote too', () => {
    expect(healthObjectOf('s3://{remote}-deploys/site', 'blog', 'render-1')).toEqual({
      bucket: 'blog-deploys',
      key: 'site/health/render-1.json',
    });
  });

  it('are refused at start without a bucket', () => {
    expect(() => healthStoreFor('s3:///{remote}', { putObject: jest.fn() })).toThrow(
      'HEALTH_STORE s3:///{remote} names no bucket: s3://<bucket>/<prefix with {remote}>.',
    );
  });
});

describe('the store HEALTH_STORE names', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'health-store-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes a folder store as a file, and never a bucket', async () => {
    const putObject = jest.fn<ReturnType<PutObject>, Parameters<PutObject>>();
    const store = healthStoreFor(path.join(folder, '{remote}'), { putObject });
    await store.write('blog', 'render-1', snapshot);
    expect(
      JSON.parse(readFileSync(path.join(folder, 'blog', 'health', 'render-1.json'), 'utf8')),
    ).toEqual(snapshot);
    expect(putObject).not.toHaveBeenCalled();
  });

  it("writes a bucket store as one object per remote and server, the snapshot's JSON", async () => {
    const putObject = jest.fn<ReturnType<PutObject>, Parameters<PutObject>>(async () => undefined);
    const store = healthStoreFor('s3://site-remotes/{remote}', { putObject });
    expect(store.describe).toBe('s3://site-remotes/{remote}');
    await store.write('blog', 'render-1', snapshot);
    await store.write('marketing', 'render-1', { ...snapshot, remote: 'marketing' });
    expect(putObject.mock.calls.map(([object]) => [object.bucket, object.key])).toEqual([
      ['site-remotes', 'blog/health/render-1.json'],
      ['site-remotes', 'marketing/health/render-1.json'],
    ]);
    expect(JSON.parse(putObject.mock.calls[0]![0].body)).toEqual(snapshot);
  });
});

describe("the bucket's client", () => {
  it('reads the settings of the S3 deploy target', () => {
    expect(
      s3SettingsFrom({
        DEPLOY_S3_ENDPOINT: 'http://127.0.0.1:9183',
        DEPLOY_S3_REGION: 'eu-west-3',
        DEPLOY_S3_ACCESS_KEY_ID: 'key',
        DEPLOY_S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9183',
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // On AWS: its region variable, virtual-hosted buckets, the credential chain.
    const aws = s3SettingsFrom({ AWS_REGION: 'us-west-2' });
    expect(aws).toMatchObject({ region: 'us-west-2', forcePathStyle: false });
    expect(aws).not.toHaveProperty('credentials');
    expect(
      s3SettingsFrom({ DEPLOY_S3_ENDPOINT: 'https://r2.test', DEPLOY_S3_FORCE_PATH_STYLE: 'false' })
        .forcePathStyle,
    ).toBe(false);
  });

  /** A stand-in for @aws-sdk/client-s3: what was built and sent. */
  function fakeSdk() {
    const sent: unknown[] = [];
    const clients: unknown[] = [];
    class S3Client {
      constructor(settings: unknown) {
        clients.push(settings);
      }
      async send(command: { input: unknown }, options: { abortSignal?: AbortSignal }) {
        expect(options.abortSignal).toBeInstanceOf(AbortSignal);
        sent.push(command.input);
        return {};
      }
    }
    class PutObjectCommand {
      constructor(readonly input: unknown) {}
    }
    return { sdk: { S3Client, PutObjectCommand } as never, sent, clients };
  }

  it('is loaded on the first write, not before, and once', async () => {
    const { sdk, sent, clients } = fakeSdk();
    const load = jest.fn(async () => sdk);
    const put = sdkPutObject({ region: 'us-east-1' }, load);
    expect(load).not.toHaveBeenCalled();
    await put({ bucket: 'site-remotes', key: 'blog/health/render-1.json', body: '{}\n' });
    await put({ bucket: 'site-remotes', key: 'blog/health/render-1.json', body: '{}\n' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(clients).toEqual([{ region: 'us-east-1' }]);
    expect(sent[0]).toEqual({
      Bucket: 'site-remotes',
      Key: 'blog/health/render-1.json',
      Body: '{}\n',
      ContentType: 'application/json; charset=utf-8',
      CacheControl: 'no-store',
    });
  });

  it('is loaded again on the next write when loading it failed', async () => {
    const { sdk } = fakeSdk();
    const load = jest
      .fn<Promise<never>, []>()
      .mockRejectedValueOnce(new Error("Cannot find module '@aws-sdk/client-s3'"))
      .mockResolvedValueOnce(sdk);
    const put = sdkPutObject({}, load);
    const object = { bucket: 'b', key: 'health/r.json', body: '{}' };
    await expect(put(object)).rejects.toThrow("Cannot find module '@aws-sdk/client-s3'");
    await expect(put(object)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

const BLOG_ENTRY = 'http://blog.test/server/remoteEntry.js';
/** A browser's report of the blog: what gives the server counts to write. */
const report = {
  remote: 'blog',
  version: 'none',
  phase: 'render',
  route: '/tech&tranquility/*',
  hash: '0badf00d',
};

describe('a render server with a bucket store', () => {
  const dist = temporaryShellDist(
    '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
  );

  async function serverWith(putObject: PutObject) {
    const lines: string[] = [];
    const app = await buildRenderServer({
      distDir: dist(),
      // The blog is a remote of this site (reports may name it); no page of it is asked for.
      runtime: { remotes: {}, serverRemotes: { blog: BLOG_ENTRY }, siteConfig: {} },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
      contentPollMs: 0,
      health: {
        store: 's3://site-remotes/{remote}',
        putObject,
        serverId: 'render-1',
        writeMs: 60_000,
      },
    });
    return { app, lines };
  }

  it('writes each remote it counted to the bucket, the last time as it stops', async () => {
    const putObject = jest.fn<ReturnType<PutObject>, Parameters<PutObject>>(async () => undefined);
    const { app } = await serverWith(putObject);
    await app.ready();
    expect(
      (await app.inject({ method: 'POST', url: '/_health', payload: report })).statusCode,
    ).toBe(204);
    await app.close();
    expect(putObject).toHaveBeenCalledTimes(1);
    const [object] = putObject.mock.calls[0]!;
    expect(object).toMatchObject({ bucket: 'site-remotes', key: 'blog/health/render-1.json' });
    expect(JSON.parse(object.body)).toMatchObject({ server: 'render-1', remote: 'blog' });
  });

  it('logs a write that failed as a warning and goes on', async () => {
    const putObject = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:9183');
    });
    const { app, lines } = await serverWith(putObject);
    await app.ready();
    await app.inject({ method: 'POST', url: '/_health', payload: report });
    await expect(app.close()).resolves.toBeUndefined();
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
    expect(warning).toMatchObject({
      msg: 'the health counts could not be written to s3://site-remotes/{remote}',
      err: { message: 'connect ECONNREFUSED 127.0.0.1:9183' },
    });
  });
});
