import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { assertFileKey, type FileStorage, type StoredFile } from './file-storage.js';

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a test stand-in); AWS itself when absent. */
  endpoint?: string;
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Put under this prefix in the bucket (e.g. `oneway/`). */
  prefix?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The SDK is loaded with the first S3 storage made: a process that keeps its files on disk
 * (every gateway in development and the tests) never pays for it (~5 MB of heap).
 */
let sdkLoading: Promise<Sdk> | null = null;
const loadSdk = (): Promise<Sdk> => (sdkLoading ??= import('@aws-sdk/client-s3'));

const isMissing = (sdk: Sdk, err: unknown) =>
  err instanceof sdk.NoSuchKey ||
  err instanceof sdk.NotFound ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Files as private objects in one S3 bucket, through the official SDK. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly sdk = loadSdk();
  private readonly client: Promise<S3Client>;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3FileStorageOptions, client?: S3Client) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      maxAttempts: 3,
    };
    this.client = client ? Promise.resolve(client) : this.sdk.then((sdk) => new sdk.S3Client(config));
    // A failed load reaches the first call that needs the client, not the process.
    this.client.catch(() => {});
  }

  private objectKey(key: string): string {
    assertFileKey(key);
    return this.prefix + key;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const [sdk, client] = await Promise.all([this.sdk, this.client]);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        // Private always: the gateway serves the file after its access check.
        CacheControl: 'private, no-store',
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const [sdk, client] = await Promise.all([this.sdk, this.client]);
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      const bytes = Buffer.from(await out.Body!.transformToByteArray());
      return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissing(sdk, err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const [sdk, client] = await Promise.all([this.sdk, this.client]);
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    const [sdk, client] = await Promise.all([this.sdk, this.client]);
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (err) {
      if (isMissing(sdk, err)) return false;
      throw err;
    }
  }
}
