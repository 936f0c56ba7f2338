// Where a remote's builds are deployed (scripts/deploy-remote.mjs): a folder, or an S3-compatible
// bucket. Both hold the same layout: every build under versions/<build id>/ (with deploy.json,
// written last, saying when it was uploaded) and one small pointer, current.json, naming the live
// build and the builds live before it. A target offers the same operations on either.
//
// Two deploys of one remote never interleave: whoever switches the pointer holds the target's
// lock (deploy.lock, with a lease its holder renews), and every pointer write is conditional on
// the pointer read under that lock (a bucket's If-Match on its ETag, a folder's compare before the
// rename). What happened to each build (switched to, refused, rolled back) is appended to log/,
// one object per event, never rewritten.
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cp, link, open, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { cacheControlFor } from './static-server.mjs';
import { s3SettingsFrom } from './s3-settings.js';

export const POINTER = 'current.json';
export const VERSIONS = 'versions';
export const RECORD = 'deploy.json';
export const LOCK = 'deploy.lock';
export const LOG = 'log';
/** Where each render server writes what it saw of this remote's versions (`<server>.json`). */
export const HEALTH = 'health';
/** How long a lock holds without its holder renewing it (a deploy that crashed frees the target
 * after this); the holder renews it every third of it. */
export const LOCK_LEASE_MS = 120_000;

/**
 * @typedef {{ version: string | null, switchedAt?: string, history: string[] }} Pointer
 * @typedef {{ pointer: Pointer, tag: string | null }} PointerRead
 *   `tag`: what a conditional write compares (a bucket's ETag, a hash of the folder's file);
 *   null when there is no pointer yet.
 * @typedef {{ owner: string, token: string, startedAt: string, expiresAt: string }} LockRecord
 * @typedef {{ release(): Promise<void>, holder: LockRecord }} Lock
 * @typedef {{ at: string, version: string, event: string, detail?: string }} LogEntry
 * @typedef {{ uploadedAt: string, commit?: string, serverContainer?: { path: string, sha256: string } }} VersionRecord
 * @typedef {{
 *   describe: string,
 *   readPointer(): Promise<PointerRead>,
 *   writePointer(pointer: Pointer, tag: string | null): Promise<string>,
 *   lock(owner: string, options?: { leaseMs?: number, now?: () => number }): Promise<Lock>,
 *   hasVersion(id: string): Promise<boolean>,
 *   readRecord(id: string): Promise<VersionRecord | null>,
 *   writeRecord(id: string, record: VersionRecord): Promise<void>,
 *   upload(dist: string, id: string, record: VersionRecord): Promise<number>,
 *   listVersions(): Promise<({ id: string } & VersionRecord)[]>,
 *   appendLog(entry: LogEntry): Promise<void>,
 *   readLog(): Promise<LogEntry[]>,
 *   readHealth(): Promise<unknown[]>,
 * }} Target
 */

/** The pointer changed since it was read: another deploy or rollback wrote it. */
export class PointerMovedError extends Error {
  constructor(describe) {
    super(
      `The pointer of ${describe} changed since it was read: another deploy or rollback wrote it.`,
    );
    this.name = 'PointerMovedError';
  }
}

/** Another deploy or rollback holds the target. */
export class LockHeldError extends Error {
  /** @param {string} describe @param {LockRecord | null} holder (null: it was just released) */
  constructor(describe, holder) {
    super(
      holder
        ? `Another deploy holds ${describe}: ${holder.owner}, since ${holder.startedAt} (its lease runs to ${holder.expiresAt}).`
        : `Another deploy took ${describe} at the same moment.`,
    );
    this.name = 'LockHeldError';
    this.holder = holder;
  }
}

/** Who is deploying, for the lock and the log: the user, the machine and the process. */
export function whoAmI(what) {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No user name in some containers: the host and pid still tell who it was.
  }
  return `${what} by ${user}@${hostname()} (pid ${process.pid})`;
}

const newLock = (owner, leaseMs, now) => ({
  owner,
  token: randomBytes(12).toString('hex'),
  startedAt: new Date(now()).toISOString(),
  expiresAt: new Date(now() + leaseMs).toISOString(),
});
const expired = (record, now) => Date.parse(record.expiresAt) <= now();
const logKey = (entry) =>
  `${entry.at.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;

/**
 * Renews a held lock every third of its lease until released: `renew` rewrites the record with a
 * later expiry, and returns false when the lock is no longer this holder's.
 */
function keepAlive(record, leaseMs, now, renew) {
  const timer = setInterval(() => {
    record.expiresAt = new Date(now() + leaseMs).toISOString();
    renew(record).catch(() => undefined);
  }, leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

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
  const pointerFile = path.join(dir, POINTER);
  const lockFile = path.join(dir, LOCK);
  const tagOf = (text) => createHash('sha256').update(text).digest('hex');
  const readText = async (file) => {
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      if (error.code === 'ENOENT') return null;
      throw error;
    }
  };
  /** Every JSON file of a folder of the target, by name; none when the folder is missing. A
   * file being replaced as it is read is skipped (it is written again in a few seconds). */
  const readJsonFolder = (folder) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .flatMap((name) => {
            try {
              return [JSON.parse(readFileSync(path.join(folder, name), 'utf8'))];
            } catch {
              return [];
            }
          })
      : [];
  const readLock = async () => {
    const text = await readText(lockFile);
    return text === null ? null : JSON.parse(text);
  };
  /** Creates the lock file only if there is none (O_EXCL): true when this call made it. */
  const create = async (record) => {
    mkdirSync(dir, { recursive: true });
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(JSON.stringify(record));
      await handle.close();
      return true;
    } catch (error) {
      if (error.code === 'EEXIST') return false;
      throw error;
    }
  };
  return {
    describe: dir,
    async readPointer() {
      const text = await readText(pointerFile);
      if (text === null) return { pointer: { version: null, history: [] }, tag: null };
      return { pointer: JSON.parse(text), tag: tagOf(text) };
    },
    async writePointer(pointer, tag) {
      // Every writer holds the lock, so nothing writes between this compare and the rename.
      const text = await readText(pointerFile);
      if ((text === null ? null : tagOf(text)) !== tag) throw new PointerMovedError(dir);
      const next = `${JSON.stringify(pointer, null, 2)}\n`;
      const temporary = path.join(dir, `.${POINTER}.${process.pid}`);
      await writeFile(temporary, next);
      renameSync(temporary, pointerFile);
      return tagOf(next);
    },
    async lock(owner, { leaseMs = LOCK_LEASE_MS, now = Date.now } = {}) {
      const record = newLock(owner, leaseMs, now);
      if (!(await create(record))) {
        const holder = await readLock();
        if (holder && !expired(holder, now)) throw new LockHeldError(dir, holder);
        if (holder) {
          // An expired lease (its deploy died): move it aside, and put it back if what was moved
          // is not the expired one (another deploy broke it and took the target first).
          const aside = path.join(dir, `.${LOCK}.${record.token}`);
          await rename(lockFile, aside).catch(() => undefined);
          const moved = JSON.parse((await readText(aside)) ?? 'null');
          if (moved && moved.token !== holder.token) {
            await link(aside, lockFile).catch(() => undefined);
            await unlink(aside).catch(() => undefined);
            throw new LockHeldError(dir, moved);
          }
          await unlink(aside).catch(() => undefined);
        }
        if (!(await create(record))) throw new LockHeldError(dir, await readLock());
      }
      const stop = keepAlive(record, leaseMs, now, async (renewed) => {
        const current = await readLock();
        if (current?.token !== renewed.token) return false;
        const temporary = path.join(dir, `.${LOCK}.${renewed.token}.renew`);
        await writeFile(temporary, JSON.stringify(renewed));
        renameSync(temporary, lockFile);
        return true;
      });
      return {
        holder: record,
        async release() {
          stop();
          if ((await readLock())?.token === record.token) await unlink(lockFile);
        },
      };
    },
    async hasVersion(id) {
      return existsSync(path.join(dir, VERSIONS, id));
    },
    async readRecord(id) {
      const text = await readText(path.join(dir, VERSIONS, id, RECORD));
      return text === null ? null : JSON.parse(text);
    },
    async writeRecord(id, record) {
      const file = path.join(dir, VERSIONS, id, RECORD);
      const temporary = `${file}.${process.pid}`;
      await writeFile(temporary, `${JSON.stringify(record)}\n`);
      renameSync(temporary, file);
    },
    async appendLog(entry) {
      mkdirSync(path.join(dir, LOG), { recursive: true });
      await writeFile(path.join(dir, LOG, logKey(entry)), `${JSON.stringify(entry)}\n`, {
        flag: 'wx',
      });
    },
    async readLog() {
      return readJsonFolder(path.join(dir, LOG));
    },
    async readHealth() {
      return readJsonFolder(path.join(dir, HEALTH));
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
      client = new sdk.S3Client(s3SettingsFrom(env));
    }
    return { client, sdk };
  };
  const missing = (error) =>
    error?.name === 'NoSuchKey' ||
    error?.name === 'NotFound' ||
    error?.$metadata?.httpStatusCode === 404;
  // 412: the condition did not hold; 409: a conditional write raced another (AWS asks to read
  // again and retry: for us, the other writer won).
  const conflict = (error) => [409, 412].includes(error?.$metadata?.httpStatusCode);
  /** An object's text and ETag, or null. */
  const getObject = async (objectKey) => {
    const { client, sdk } = await s3();
    try {
      const reply = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey }));
      return { text: await reply.Body.transformToString(), etag: reply.ETag ?? null };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  const getJson = async (objectKey) => {
    const found = await getObject(objectKey);
    return found && JSON.parse(found.text);
  };
  /** Every JSON object under a folder of the prefix, by key. One gone since it was listed, or
   * caught half-written (a store whose PUT is not atomic, s3rver), is skipped, as a folder's
   * file being replaced is: a render server writes its counts again in a few seconds. */
  const readJsonObjects = async (folder) => {
    const { client, sdk } = await s3();
    const keys = [];
    let token;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: bucket,
          Prefix: `${key(folder)}/`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const entries = await Promise.all(
      keys.sort().map((objectKey) =>
        getJson(objectKey).catch((error) => {
          if (error instanceof SyntaxError) return null;
          throw error;
        }),
      ),
    );
    return entries.filter(Boolean);
  };

  /** A PutObject; `condition` is S3's IfMatch (an ETag) or IfNoneMatch ('*'). Returns the ETag. */
  const put = async (objectKey, body, contentType, cacheControl, condition = {}) => {
    const { client, sdk } = await s3();
    const reply = await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: objectKey,
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
        ...condition,
      }),
    );
    return reply.ETag ?? null;
  };
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  const writeLock = (record, condition) =>
    put(key(LOCK), json(record), contentTypeFor(LOCK), POINTER_CACHE, condition);
  const readLock = async () => {
    const found = await getObject(key(LOCK));
    return found && { record: JSON.parse(found.text), etag: found.etag };
  };
  return {
    describe: url,
    async readPointer() {
      const found = await getObject(key(POINTER));
      if (!found) return { pointer: { version: null, history: [] }, tag: null };
      return { pointer: JSON.parse(found.text), tag: found.etag };
    },
    async writePointer(pointer, tag) {
      // Compared here too, for a store that ignores the condition (s3rver); the condition is what
      // makes the compare and the write one step where the store honours it (AWS S3, MinIO, R2).
      if (((await getObject(key(POINTER)))?.etag ?? null) !== tag) throw new PointerMovedError(url);
      try {
        // One PUT replaces the object whole: readers see the old pointer or the new one.
        return await put(
          key(POINTER),
          json(pointer),
          contentTypeFor(POINTER),
          POINTER_CACHE,
          tag ? { IfMatch: tag } : { IfNoneMatch: '*' },
        );
      } catch (error) {
        if (conflict(error)) throw new PointerMovedError(url);
        throw error;
      }
    },
    async lock(owner, { leaseMs = LOCK_LEASE_MS, now = Date.now } = {}) {
      const record = newLock(owner, leaseMs, now);
      const current = await readLock();
      if (current && !expired(current.record, now)) throw new LockHeldError(url, current.record);
      try {
        // Created only if absent, or replacing exactly the expired lease that was read.
        await writeLock(record, current ? { IfMatch: current.etag } : { IfNoneMatch: '*' });
      } catch (error) {
        if (conflict(error)) throw new LockHeldError(url, (await readLock())?.record ?? null);
        throw error;
      }
      // Read back: on a store that ignores the condition (s3rver), a writer that was overwritten
      // learns it here; two writes within the same few milliseconds can still both read their
      // own, which only the condition rules out.
      let held = await readLock();
      if (held?.record.token !== record.token) throw new LockHeldError(url, held?.record ?? null);
      const stop = keepAlive(record, leaseMs, now, async (renewed) => {
        if ((await readLock())?.record.token !== renewed.token) return false;
        const etag = await writeLock(renewed, { IfMatch: held.etag });
        held = { record: renewed, etag };
        return true;
      });
      return {
        holder: record,
        async release() {
          stop();
          const { client, sdk } = await s3();
          if ((await readLock())?.record.token === record.token)
            await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key(LOCK) }));
        },
      };
    },
    async readRecord(id) {
      return getJson(key(VERSIONS, id, RECORD));
    },
    async writeRecord(id, record) {
      await put(
        key(VERSIONS, id, RECORD),
        `${JSON.stringify(record)}\n`,
        contentTypeFor(RECORD),
        POINTER_CACHE,
      );
    },
    async appendLog(entry) {
      // A new key per event, created only if absent: entries are never rewritten.
      await put(
        key(LOG, logKey(entry)),
        `${JSON.stringify(entry)}\n`,
        contentTypeFor(RECORD),
        POINTER_CACHE,
        { IfNoneMatch: '*' },
      );
    },
    async readLog() {
      return readJsonObjects(LOG);
    },
    async readHealth() {
      return readJsonObjects(HEALTH);
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
