import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

const require = createRequire(import.meta.url);

/**
 * The AWS SDK signs a bucket-level request (list, delete several, create) with the path
 * `/<bucket>/`, as real S3, MinIO and R2 accept; s3rver rebuilds the path as `/<bucket>` and the
 * signatures differ. Its canonical request gets the slash back (test server only).
 */
function patchBucketPathSigning() {
  const v4 = require('@20minutes/s3rver/lib/signature/v4.js') as {
    getStringToSign: (request: { uri: string }, parsed: unknown) => string;
  };
  const original = v4.getStringToSign;
  v4.getStringToSign = (request, parsed) =>
    original(/^\/[^/]+$/.test(request.uri) ? { ...request, uri: `${request.uri}/` } : request, parsed);
}

/**
 * A real S3-compatible server for the storage tests (ADR 033): s3rver on a free loopback port,
 * its objects in a temporary folder removed afterwards. Every test app makes its own bucket.
 */
export default async function setup(project: TestProject) {
  patchBucketPathSigning();
  const S3rver = require('@20minutes/s3rver') as new (
    options: object,
  ) => {
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  };
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
}
