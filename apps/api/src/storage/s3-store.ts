import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, type BlobStore, type StoredObject } from './blob-store.ts';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  avif: 'image/avif',
  png: 'image/png',
  pdf: 'application/pdf',
};
const contentType = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, Garage, Ceph, R2)
    // do not all understand the SDK's default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Objects in a private bucket through the official AWS SDK (ADR 033): nothing is uploaded with an
 * ACL, so the bucket's default (private) holds; the app streams every file itself.
 */
export function createS3Store(settings: S3Settings, client: S3Client = createS3Client(settings)): BlobStore {
  const Bucket = settings.bucket;

  async function list(prefix: string): Promise<StoredObject[]> {
    const out: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key) out.push({ key: o.Key, size: Number(o.Size ?? 0), modified: o.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  async function get(key: string, range?: { start: number; end: number }) {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: assertKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const length = Number(answer.ContentLength ?? 0);
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
      return {
        stream: answer.Body as Readable,
        length,
        size: total ? Number(total) : length,
        modified: answer.LastModified ?? new Date(0),
        etag: answer.ETag ?? `"${length}"`,
      };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',
    async putFile(key, file) {
      // Multipart for large files (gallery originals up to 200 MB), streamed from disk.
      await new Upload({
        client,
        params: { Bucket, Key: assertKey(key), Body: createReadStream(file), ContentType: contentType(key) },
      }).done();
      await rm(file, { force: true });
    },
    async putBuffer(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertKey(key), Body: data, ContentType: contentType(key) }),
      );
    },
    get,
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return { key, size: Number(answer.ContentLength ?? 0), modified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async deletePrefix(prefix) {
      const keys = (await list(prefix)).map((o) => ({ Key: o.key }));
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000), Quiet: true } }),
        );
      }
    },
    list,
    async localCopy(key, tmpDir) {
      const found = await get(key);
      if (!found) return undefined;
      const file = path.join(tmpDir, `${randomBytes(12).toString('hex')}.download`);
      try {
        await pipeline(found.stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { file, release: () => rm(file, { force: true }) };
    },
  };
}
