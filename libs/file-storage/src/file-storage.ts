import { randomUUID } from 'node:crypto';

/** A stored file's bytes and the content type it was stored with (sniffed at upload). */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * The one file-storage port (issue 12): private blobs by server-generated key. Adapters:
 * local disk (default) and S3-compatible object storage (by configuration). Nothing here is
 * public: files reach a browser only through an access-checked gateway route.
 */
export interface FileStorage {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Which adapter answers ('local' or 's3'), for logs and /ready. */
  readonly kind: 'local' | 's3';
}

/** A key is `<area>/<uuid>`: lower-case words and a uuid, never a user's path or name. */
const KEY = /^[a-z][a-z0-9-]{0,39}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh server-generated key in `area` (e.g. `newFileKey('shipment-photos')`). */
export function newFileKey(area: string): string {
  const key = `${area}/${randomUUID()}`;
  assertFileKey(key);
  return key;
}

export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

/** Refuses anything that is not a key this port generated (a path, `..`, a URL). */
export function assertFileKey(key: string): void {
  if (!KEY.test(key)) throw new TypeError(`not a file key: ${JSON.stringify(key).slice(0, 80)}`);
}
