import type { Readable } from 'node:stream';
import { HttpError, payloadTooLarge } from './http-error';

const HEAD_BYTES = 4096;

/** Reads up to the first `HEAD_BYTES` of a stream, for sniffing, and returns them with the rest. */
export async function readHead(
  stream: Readable,
): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest: iterator };
}

/** The head, then the rest of the stream, failing with 413 once more than `maxBytes` passed. */
export async function* capped(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  maxBytes: number,
  tooLarge: string,
) {
  let total = head.length;
  if (total > maxBytes) throw payloadTooLarge(tooLarge);
  yield head;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    total += next.value.length;
    if (total > maxBytes) throw payloadTooLarge(tooLarge);
    yield next.value;
  }
}

/** Lets the rest of a refused upload flow to nowhere, so the client reads our reply. */
export function discard(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.resume();
}

/** "10 MB", "1.5 MB", or "10 KB" below a megabyte. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.round(bytes / 1024)} KB`;
  return `${Number(mb.toFixed(1))} MB`;
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
