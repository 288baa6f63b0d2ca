import path from 'node:path';
import type { FileStorage } from './file-storage.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * The adapter the environment asks for: S3 when `FILE_STORAGE_S3_BUCKET` is set (with
 * `FILE_STORAGE_S3_REGION`, optional `FILE_STORAGE_S3_ENDPOINT`, `FILE_STORAGE_S3_FORCE_PATH_STYLE=true`,
 * `FILE_STORAGE_S3_PREFIX`, credentials from `FILE_STORAGE_S3_ACCESS_KEY_ID`/`_SECRET_ACCESS_KEY`
 * or the SDK's default chain); otherwise the local disk under `FILE_STORAGE_DIR`
 * (default `tmp/files` under the working directory).
 */
export function fileStorageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  const bucket = env.FILE_STORAGE_S3_BUCKET;
  if (bucket) {
    const accessKeyId = env.FILE_STORAGE_S3_ACCESS_KEY_ID;
    const secretAccessKey = env.FILE_STORAGE_S3_SECRET_ACCESS_KEY;
    return new S3FileStorage({
      bucket,
      region: env.FILE_STORAGE_S3_REGION ?? 'us-east-1',
      endpoint: env.FILE_STORAGE_S3_ENDPOINT || undefined,
      forcePathStyle: env.FILE_STORAGE_S3_FORCE_PATH_STYLE === 'true',
      prefix: env.FILE_STORAGE_S3_PREFIX,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    });
  }
  return new LocalDiskFileStorage(env.FILE_STORAGE_DIR ?? path.join(process.cwd(), 'tmp/files'));
}
