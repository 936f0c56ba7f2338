import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import { assertSafeName, isSafeName, type FileStore } from './file-store';

/** One client per app: it keeps the connections to the object store. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default (a trailing checksum in
    // aws-chunked bodies) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files as objects `${prefix}${name}` in one bucket. Uploads stream through the SDK's
 * multipart `Upload` (nothing is buffered whole); no ACL is set, so an object is as private as
 * its bucket: grant public reads on the media prefix only (docs/deploying.md).
 */
export function createS3FileStore(client: S3Client, bucket: string, prefix: string): FileStore {
  const key = (name: string) => `${prefix}${assertSafeName(name)}`;
  return {
    kind: 's3',
    async save(name, source, { contentType }) {
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key(name),
          Body: Readable.from(source),
          ContentType: contentType,
        },
        // A failed multipart upload is aborted, so no parts are left behind.
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
    async open(name) {
      if (!isSafeName(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        if (!(object.Body instanceof Readable)) throw new Error('The object store sent no body.');
        return {
          stream: object.Body,
          size: object.ContentLength,
          contentType: object.ContentType,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    locate: (name) => `s3://${bucket}/${key(name)}`,
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          // Only this store's own names: not a deeper "folder" under the prefix.
          if (name && isSafeName(name) && object.LastModified)
            yield { name, modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
