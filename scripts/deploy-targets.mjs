// Where a remote's builds are deployed (scripts/deploy-remote.mjs): a folder, or an S3-compatible
// bucket. Both hold the same layout: every build under versions/<build id>/ (with deploy.json,
// written last, saying when it was uploaded) and one small pointer, current.json, naming the live
// build and the builds live before it. A target offers the same five operations on either.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from './static-server.mjs';

export const POINTER = 'current.json';
export const VERSIONS = 'versions';
export const RECORD = 'deploy.json';

/**
 * @typedef {{ version: string | null, switchedAt?: string, history: string[] }} Pointer
 * @typedef {{
 *   describe: string,
 *   readPointer(): Promise<Pointer>,
 *   writePointer(pointer: Pointer): Promise<void>,
 *   hasVersion(id: string): Promise<boolean>,
 *   upload(dist: string, id: string, record: object): Promise<number>,
 *   listVersions(): Promise<{ id: string, uploadedAt: string }[]>,
 * }} Target
 */

/** `s3://bucket/prefix` or a folder. */
export function targetFor(to, env = process.env) {
  return to.startsWith('s3://') ? s3Target(to, env) : folderTarget(path.resolve(to));
}

/** The files of a build, relative to it, without source maps (never served). */
function buildFiles(dist) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith('.map')) files.push(path.relative(dist, file));
    }
  };
  walk(dist);
  return files.sort();
}

const byUploadDate = (a, b) => a.uploadedAt.localeCompare(b.uploadedAt);

/**
 * A folder (what scripts/static-server.mjs serves, following the pointer per request): a build is
 * copied into a temporary folder and renamed into versions/; the pointer is written beside and
 * renamed over (atomic).
 * @returns {Target}
 */
export function folderTarget(dir) {
  return {
    describe: dir,
    async readPointer() {
      const file = path.join(dir, POINTER);
      if (!existsSync(file)) return { version: null, history: [] };
      return JSON.parse(await readFile(file, 'utf8'));
    },
    async writePointer(pointer) {
      const temporary = path.join(dir, `.${POINTER}.${process.pid}`);
      await writeFile(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
      renameSync(temporary, path.join(dir, POINTER));
    },
    async hasVersion(id) {
      return existsSync(path.join(dir, VERSIONS, id));
    },
    async upload(dist, id, record) {
      const partial = path.join(dir, VERSIONS, `.${id}.partial`);
      rmSync(partial, { recursive: true, force: true });
      mkdirSync(partial, { recursive: true });
      await cp(dist, partial, { recursive: true, filter: (source) => !source.endsWith('.map') });
      await writeFile(path.join(partial, RECORD), `${JSON.stringify(record)}\n`);
      renameSync(partial, path.join(dir, VERSIONS, id));
      return buildFiles(dist).length;
    },
    async listVersions() {
      const versions = path.join(dir, VERSIONS);
      if (!existsSync(versions)) return [];
      return readdirSync(versions)
        .filter((name) => !name.startsWith('.') && existsSync(path.join(versions, name, RECORD)))
        .map((id) => ({
          id,
          ...JSON.parse(readFileSync(path.join(versions, id, RECORD), 'utf8')),
        }))
        .sort(byUploadDate);
    },
  };
}

const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

/** The Content-Type an object of a build is stored with (the bucket serves it as is). */
export function contentTypeFor(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The pointer is read by every render server every second: it must not be kept by a cache. */
export const POINTER_CACHE = 'no-cache';
const UPLOADS_AT_ONCE = 8;

/**
 * An S3-compatible bucket, the remote's origin (or a CDN's): a build's objects are uploaded under
 * <prefix>/versions/<id>/ with their Content-Type and Cache-Control (hashed files immutable for a
 * year, the rest revalidated), deploy.json last; the pointer object is written only after all of
 * them. The bucket cannot follow the pointer itself: the shell's render server reads it
 * (MF_<NAME>_URL names the pointer object) and hands browsers the live version's URLs.
 * Settings: DEPLOY_S3_ENDPOINT (not on AWS), DEPLOY_S3_REGION, DEPLOY_S3_ACCESS_KEY_ID and
 * DEPLOY_S3_SECRET_ACCESS_KEY (else the AWS credential chain), DEPLOY_S3_FORCE_PATH_STYLE.
 * @returns {Target}
 */
export function s3Target(url, env = process.env) {
  const { hostname: bucket, pathname } = new URL(url);
  if (!bucket) throw new Error(`${url} names no bucket: s3://<bucket>/<prefix>.`);
  const prefix = pathname.replace(/^\/+|\/+$/g, '');
  const key = (...parts) => [prefix, ...parts].filter(Boolean).join('/');
  let client;
  let sdk;
  const s3 = async () => {
    if (!client) {
      sdk = await import('@aws-sdk/client-s3');
      const endpoint = env.DEPLOY_S3_ENDPOINT || undefined;
      client = new sdk.S3Client({
        region: env.DEPLOY_S3_REGION || env.AWS_REGION || 'us-east-1',
        endpoint,
        forcePathStyle: env.DEPLOY_S3_FORCE_PATH_STYLE
          ? env.DEPLOY_S3_FORCE_PATH_STYLE === 'true'
          : Boolean(endpoint),
        ...(env.DEPLOY_S3_ACCESS_KEY_ID && env.DEPLOY_S3_SECRET_ACCESS_KEY
          ? {
              credentials: {
                accessKeyId: env.DEPLOY_S3_ACCESS_KEY_ID,
                secretAccessKey: env.DEPLOY_S3_SECRET_ACCESS_KEY,
              },
            }
          : {}),
      });
    }
    return { client, sdk };
  };
  const missing = (error) =>
    error?.name === 'NoSuchKey' ||
    error?.name === 'NotFound' ||
    error?.$metadata?.httpStatusCode === 404;
  const getJson = async (objectKey) => {
    const { client, sdk } = await s3();
    try {
      const reply = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey }));
      return JSON.parse(await reply.Body.transformToString());
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  const put = async (objectKey, body, contentType, cacheControl) => {
    const { client, sdk } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: objectKey,
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
  };
  return {
    describe: url,
    async readPointer() {
      return (await getJson(key(POINTER))) ?? { version: null, history: [] };
    },
    async writePointer(pointer) {
      // One PUT replaces the object whole: readers see the old pointer or the new one.
      await put(
        key(POINTER),
        `${JSON.stringify(pointer, null, 2)}\n`,
        contentTypeFor(POINTER),
        POINTER_CACHE,
      );
    },
    async hasVersion(id) {
      // deploy.json is the last object of a version: without it the upload did not finish.
      return (await getJson(key(VERSIONS, id, RECORD))) !== null;
    },
    async upload(dist, id, record) {
      // Not the build's precompressed copies (file.br, file.gz): an object store answers a key
      // with one object and cannot choose an encoding per browser (its CDN compresses).
      const files = buildFiles(dist).filter((file) => !/\.(br|gz)$/.test(file));
      const queue = [...files];
      const worker = async () => {
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
          const name = file.split(path.sep).join('/');
          await put(
            key(VERSIONS, id, name),
            await readFile(path.join(dist, file)),
            contentTypeFor(name),
            cacheControlFor(path.basename(name)),
          );
        }
      };
      await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
      await put(
        key(VERSIONS, id, RECORD),
        `${JSON.stringify(record)}\n`,
        contentTypeFor(RECORD),
        POINTER_CACHE,
      );
      return files.length;
    },
    async listVersions() {
      const { client, sdk } = await s3();
      const ids = [];
      let token;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${key(VERSIONS)}/`,
            Delimiter: '/',
            ContinuationToken: token,
          }),
        );
        for (const common of page.CommonPrefixes ?? [])
          ids.push(common.Prefix.slice(`${key(VERSIONS)}/`.length).replace(/\/$/, ''));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      const versions = await Promise.all(
        ids.map(async (id) => {
          const found = await getJson(key(VERSIONS, id, RECORD));
          return found ? { id, ...found } : null;
        }),
      );
      return versions.filter(Boolean).sort(byUploadDate);
    },
  };
}
