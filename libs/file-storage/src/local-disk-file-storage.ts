import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, type FileStorage, type StoredFile } from './file-storage.js';

/**
 * Files on the local disk under one directory: `<dir>/<key>` holds the bytes and
 * `<dir>/<key>.type` the content type. Writes go through a temporary file and a rename, so a
 * reader never sees half a file.
 */
export class LocalDiskFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    const p = path.join(this.root, key);
    if (!p.startsWith(this.root + path.sep)) throw new TypeError('file key escapes the storage directory');
    return p;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const p = this.pathOf(key);
    await mkdir(path.dirname(p), { recursive: true });
    const tmp = `${p}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(`${p}.type`, contentType);
    await writeFile(tmp, bytes);
    await rename(tmp, p);
  }

  async get(key: string): Promise<StoredFile | null> {
    const p = this.pathOf(key);
    try {
      const [bytes, contentType] = await Promise.all([readFile(p), readFile(`${p}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const p = this.pathOf(key);
    await rm(p, { force: true });
    await rm(`${p}.type`, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }
}
