import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number | undefined;
  /** What the file was saved with, when the store keeps it (object stores do). */
  contentType: string | undefined;
}

/**
 * Where uploaded files live: the local disk (default) or an S3-compatible object store
 * (storage/s3-store.ts). Names are server-made (`uuid.ext`); files are streamed both ways.
 */
export interface FileStore {
  kind: 'local' | 's3';
  /** Writes the bytes under `name`; nothing is left behind when the source fails. */
  save(
    name: string,
    source: AsyncIterable<Buffer> | Iterable<Buffer>,
    options: { contentType: string },
  ): Promise<void>;
  /** Deletes the file; a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** The file as a stream, or undefined when there is none of that name. */
  open(name: string): Promise<StoredFile | undefined>;
  /** Where the file is, for logs and the development outbox: a path or an s3:// URL. */
  locate(name: string): string;
  /** Every stored file with when it was last written (the sweep of files no row names). */
  list(): AsyncIterable<{ name: string; modifiedAt: Date }>;
}

const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

/** Server-made names only: no path separators, no leading dot. */
export function isSafeName(name: string): boolean {
  return SAFE_NAME.test(name) && name.length <= 200;
}

export function assertSafeName(name: string): string {
  if (!isSafeName(name)) throw new Error(`Unsafe file name: ${name}`);
  return name;
}

export function createLocalFileStore(dir: string): FileStore {
  fs.mkdirSync(dir, { recursive: true });
  const resolve = (name: string) => path.join(dir, assertSafeName(name));
  return {
    kind: 'local',
    async save(name, source) {
      const target = resolve(name);
      const temp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await pipeline(
          Readable.from(source),
          fs.createWriteStream(temp, { flags: 'wx', mode: 0o644 }),
        );
        await fsp.rename(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async remove(name) {
      await fsp.rm(resolve(name), { force: true });
    },
    async open(name) {
      if (!isSafeName(name)) return undefined;
      const file = path.join(dir, name);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size, contentType: undefined };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    locate: resolve,
    async *list() {
      for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
        // A temporary file is a save in progress (or one that crashed): not a stored file.
        if (!entry.isFile() || !isSafeName(entry.name)) continue;
        const stat = await fsp.stat(path.join(dir, entry.name)).catch(() => undefined);
        if (stat) yield { name: entry.name, modifiedAt: stat.mtime };
      }
    },
  };
}
