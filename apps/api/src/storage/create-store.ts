import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { createDiskStore } from './disk-store.ts';
import { createS3Store } from './s3-store.ts';

/** The store the configuration names (ADR 033): DATA_DIR by default, the S3 bucket with MEDIA_STORAGE=s3. */
export function createBlobStore(
  config: Pick<Config, 'dataDir' | 'storage'>,
  disk: Parameters<typeof createDiskStore>[1] = {},
): BlobStore {
  if (config.storage.kind === 's3') return createS3Store(config.storage);
  return createDiskStore(config.dataDir, disk);
}
