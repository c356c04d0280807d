import { randomBytes } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { createS3Client } from '../src/storage/s3-store.ts';

/** The storage the API tests run on: the disk (default) or the loopback S3 server (`TEST_STORAGE=s3`). */
export const TEST_STORAGE = process.env.TEST_STORAGE === 's3' ? 's3' : 'disk';

/** s3rver's built-in credentials. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** A new, empty bucket on the test S3 server and the environment that points the app at it. */
export async function createTestBucket(): Promise<Record<string, string>> {
  const endpoint = inject('s3Endpoint');
  const bucket = `test-${randomBytes(6).toString('hex')}`;
  const settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: CREDENTIALS.S3_ACCESS_KEY_ID,
    secretAccessKey: CREDENTIALS.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    ...CREDENTIALS,
  };
}
