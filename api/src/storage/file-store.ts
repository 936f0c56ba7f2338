import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

/**
 * Where uploaded files live. Local disk by default; an object store can implement the same
 * three calls (and serve `/media/` itself or through redirects).
 */
export interface FileStore {
  /** Writes the bytes under `name`; nothing is left behind when the source fails. */
  save(name: string, source: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void>;
  remove(name: string): Promise<void>;
  /** A local path for the file (for mail attachments). */
  localPath(name: string): string;
}

const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

export function createLocalFileStore(dir: string): FileStore {
  fs.mkdirSync(dir, { recursive: true });
  const resolve = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe file name: ${name}`);
    return path.join(dir, name);
  };
  return {
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
    localPath: resolve,
  };
}
