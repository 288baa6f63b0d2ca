import path from 'node:path';
import { fileStorageFromEnv } from '../src/index.js';

describe('the adapter follows the configuration', () => {
  it('local disk by default, under FILE_STORAGE_DIR', () => {
    expect(fileStorageFromEnv({}).kind).toBe('local');
    expect(fileStorageFromEnv({ FILE_STORAGE_DIR: path.join('/tmp', 'x') }).kind).toBe('local');
  });
  it('S3 once a bucket is configured', () => {
    const storage = fileStorageFromEnv({
      FILE_STORAGE_S3_BUCKET: 'b',
      FILE_STORAGE_S3_REGION: 'eu-west-2',
      FILE_STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9',
      FILE_STORAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(storage.kind).toBe('s3');
  });
});
