import type { PutObjectCommand, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { healthFileOf, writeHealthFile, type HealthSnapshot } from './health';

/**
 * Where a render server writes each remote's counts for the deploy tool's watch (HEALTH_STORE,
 * docs/render-server.md): the remote's deploy target, a folder or a bucket, in which `{remote}`
 * stands for the remote's name. The snapshot goes to `health/<server>.json` under it, where the
 * target's `readHealth()` (scripts/deploy-targets.mjs) reads every server's.
 */
export interface HealthStore {
  /** The store as configured, for the log. */
  readonly describe: string;
  write(remote: string, server: string, snapshot: HealthSnapshot): Promise<void>;
}

/** One object written to a bucket (the SDK's PutObject; tests pass a fake). */
export type PutObject = (object: { bucket: string; key: string; body: string }) => Promise<void>;

/** Where the health snapshots are (`health/` beside the pointer, as the deploy targets say). */
const HEALTH = 'health';
/** How long one write to a bucket may take: the next one comes in 5 s, and a stop waits for the
 * last one (within its 10 s grace). */
export const HEALTH_PUT_TIMEOUT_MS = 5000;

/** Whether HEALTH_STORE names a bucket rather than a folder. */
export const isBucketStore = (store: string) => store.startsWith('s3://');

/**
 * The bucket and key of one remote's snapshot in an `s3://bucket/prefix` store, laid out as the
 * S3 deploy target reads it: `{remote}` replaced, the prefix without its outer slashes, then
 * `health/<server>.json` (`s3://site-remotes/{remote}` → `blog/health/render-1.json`).
 */
export function healthObjectOf(
  store: string,
  remote: string,
  server: string,
): { bucket: string; key: string } {
  const url = new URL(store.replaceAll('{remote}', remote));
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error(`HEALTH_STORE ${store} names no bucket: s3://<bucket>/<prefix with {remote}>.`);
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  return {
    bucket: url.hostname,
    key: [prefix, HEALTH, `${server}.json`].filter(Boolean).join('/'),
  };
}

// The one reading of the bucket settings, shared with the S3 deploy target.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { s3SettingsFrom: deploySettings } = require('../../../scripts/s3-settings.js') as {
  s3SettingsFrom(env: NodeJS.ProcessEnv): S3ClientConfig;
};

/**
 * The bucket client's settings: those of the S3 deploy target (scripts/s3-settings.js:
 * DEPLOY_S3_ENDPOINT, DEPLOY_S3_REGION or AWS_REGION, DEPLOY_S3_ACCESS_KEY_ID with
 * DEPLOY_S3_SECRET_ACCESS_KEY, DEPLOY_S3_FORCE_PATH_STYLE).
 */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3ClientConfig {
  return {
    ...deploySettings(env),
    // A small JSON body needs no checksum; the SDK's default one is not understood by every
    // S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** What a write needs of @aws-sdk/client-s3. */
interface S3Sdk {
  S3Client: typeof S3Client;
  PutObjectCommand: typeof PutObjectCommand;
}

/**
 * PutObject through the AWS SDK, loaded on the first write (a render server with a folder store
 * or none never loads it); a load that failed is tried again on the next write.
 */
export function sdkPutObject(
  settings: S3ClientConfig,
  load: () => Promise<S3Sdk> = () => import('@aws-sdk/client-s3'),
): PutObject {
  let ready: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;
  return async ({ bucket, key, body }) => {
    ready ??= load().then(
      (sdk) => ({ sdk, client: new sdk.S3Client(settings) }),
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    );
    const { client, sdk } = await ready;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: 'application/json; charset=utf-8',
        CacheControl: 'no-store',
      }),
      { abortSignal: AbortSignal.timeout(HEALTH_PUT_TIMEOUT_MS) },
    );
  };
}

/**
 * The store HEALTH_STORE names: an `s3://bucket/prefix` URL (each snapshot one PutObject, which
 * replaces the object whole), else a folder (each snapshot written beside and renamed over).
 * A bucket URL without a bucket is refused here, at start.
 */
export function healthStoreFor(
  store: string,
  {
    env = process.env,
    putObject,
  }: { env?: NodeJS.ProcessEnv; putObject?: PutObject | undefined } = {},
): HealthStore {
  if (!isBucketStore(store))
    return {
      describe: store,
      write: (remote, server, snapshot) =>
        writeHealthFile(healthFileOf(store, remote, server), snapshot),
    };
  healthObjectOf(store, 'remote', 'server');
  const put = putObject ?? sdkPutObject(s3SettingsFrom(env));
  return {
    describe: store,
    write: (remote, server, snapshot) =>
      put({ ...healthObjectOf(store, remote, server), body: `${JSON.stringify(snapshot)}\n` }),
  };
}
