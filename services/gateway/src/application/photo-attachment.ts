import { fileErrors } from '@oneway/contracts';
import { IMAGE_TYPES, newFileKey, type FileStorage, type StoredFile } from '@oneway/file-storage';
import { z } from 'zod';

const uuid = z.uuid();
const FIELD = 'photos';

/**
 * The photos attached to one kind of entity (a shipment's package photos, a review's photos):
 * stored in one file-storage `area`, at most `max` per entity, uploaded in the form field
 * "photos". The entity's own service decides who may attach and who may see; this piece keeps
 * the storage side: no file outlives a refused attach, and only an attached photo is served.
 */
export class PhotoAttachment {
  constructor(
    private readonly storage: FileStorage,
    private readonly area: string,
    private readonly max: number,
  ) {}

  /**
   * What an upload next to `attached` photos may hold: images in the field "photos", as many as
   * are left; none left is FILE.TOO_MANY naming "photos" before any byte is read.
   */
  uploadRules(attached: number): { field: string; allowed: readonly string[]; maxFiles: number } {
    const room = this.max - attached;
    if (room <= 0) throw fileErrors.tooMany(FIELD, this.max);
    return { field: FIELD, allowed: IMAGE_TYPES, maxFiles: room };
  }

  /**
   * Stores the files, then `attach`es their photo ids. When a store or the attach fails, the
   * files already stored are deleted again (best effort) and the error goes on unchanged.
   */
  async storeThenAttach<T>(files: readonly StoredFile[], attach: (photoIds: string[]) => Promise<T>): Promise<T> {
    const keys: string[] = [];
    try {
      for (const file of files) {
        const key = newFileKey(this.area);
        await this.storage.put(key, file.bytes, file.contentType);
        keys.push(key);
      }
      return await attach(keys.map((k) => k.slice(this.area.length + 1)));
    } catch (err) {
      for (const key of keys) await this.storage.delete(key).catch(() => {});
      throw err;
    }
  }

  /**
   * The storage key of `photoId` when it is one of the entity's `attached` photos; otherwise
   * FILE.NOT_FOUND, the same 404 as a photo of an entity the caller may not see.
   */
  keyOf(photoId: string, attached: readonly string[]): string {
    if (!uuid.safeParse(photoId).success || !attached.includes(photoId)) throw fileErrors.notFound();
    return `${this.area}/${photoId}`;
  }
}
