import { createHash } from 'node:crypto';
import { DomainError, fileErrors } from '@oneway/contracts';
import { IMAGE_TYPES, type FileStorage, type StoredFile } from '@oneway/file-storage';
import { z } from 'zod';

const uuid = z.uuid();
const FIELD = 'photos';

/**
 * The id of a photo of `targetId` (a shipment, a review) in `area`: a version 8 UUID from the
 * SHA-256 of the area, the target and the SHA-256 of the bytes. The same bytes uploaded again
 * to the same target are the same photo, so a retried upload attaches nothing new.
 */
export function photoIdOf(area: string, targetId: string, bytes: Uint8Array): string {
  const content = createHash('sha256').update(bytes).digest('hex');
  const h = createHash('sha256').update(`${area}\n${targetId}\n${content}`).digest().subarray(0, 16);
  h[6] = (h[6]! & 0x0f) | 0x80; // version 8: custom (RFC 9562)
  h[8] = (h[8]! & 0x3f) | 0x80; // the RFC's variant
  const hex = h.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A refusal: the entity's service answered and attached nothing (a timeout or a crash may have). */
const refused = (err: unknown) => err instanceof DomainError && err.kind !== 'unavailable' && err.kind !== 'internal';

/**
 * The photos attached to one kind of entity (a shipment's package photos, a review's photos):
 * stored in one file-storage `area`, at most `max` per entity, uploaded in the form field
 * "photos". The entity's own service decides who may attach and who may see; this piece keeps
 * the storage side: a photo's id comes from its bytes (a retried upload attaches nothing
 * twice), no file this request stored outlives a refused attach, and only an attached photo is
 * served.
 */
export class PhotoAttachment {
  /** Keys being stored by this process: two uploads of the same photo at once store it once. */
  private readonly storing = new Map<string, Promise<unknown>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly area: string,
    private readonly max: number,
  ) {}

  /**
   * What an upload may hold: images in the field "photos", at most `max` of them. How many are
   * new is known only from the bytes (a retry repeats photos already attached), so the room
   * left is checked by `storeThenAttach`.
   */
  uploadRules(): { field: string; allowed: readonly string[]; maxFiles: number } {
    return { field: FIELD, allowed: IMAGE_TYPES, maxFiles: this.max };
  }

  /**
   * Stores the files of `target` (its id and the photo ids it has now), then `attach`es their
   * photo ids: the same bytes twice are one photo, and photos it already has are attached again
   * as nothing (the entity's service ignores ids it holds). More new photos than the room left
   * is FILE.TOO_MANY naming "photos", before anything is stored. A file already in storage (an
   * earlier attempt's) is left as it is. When a store fails or the attach is refused, the files
   * this request stored for new photos are deleted again (best effort) and the error goes on
   * unchanged; when the attach's outcome is unknown (no answer, an internal error) they stay,
   * so a photo attached after all keeps its file and a retry finds it.
   */
  async storeThenAttach<T>(
    target: { id: string; photos: readonly string[] },
    files: readonly StoredFile[],
    attach: (photoIds: string[]) => Promise<T>,
  ): Promise<T> {
    const photos = new Map<string, StoredFile>();
    for (const file of files) {
      const id = photoIdOf(this.area, target.id, file.bytes);
      if (!photos.has(id)) photos.set(id, file);
    }
    const fresh = [...photos.keys()].filter((id) => !target.photos.includes(id));
    if (target.photos.length + fresh.length > this.max) throw fileErrors.tooMany(FIELD, this.max);
    const stored: string[] = [];
    let attaching = false;
    try {
      for (const [id, file] of photos) {
        const key = `${this.area}/${id}`;
        if ((await this.storeIfMissing(key, file)) && fresh.includes(id)) stored.push(key);
      }
      attaching = true;
      return await attach([...photos.keys()]);
    } catch (err) {
      if (!attaching || refused(err)) for (const key of stored) await this.storage.delete(key).catch(() => {});
      throw err;
    }
  }

  /** Stores the file unless its key holds one (true when this call stored it), one key at a time. */
  private async storeIfMissing(key: string, file: StoredFile): Promise<boolean> {
    const before = this.storing.get(key);
    const work = async () => {
      await before?.catch(() => {});
      if (await this.storage.exists(key)) return false;
      await this.storage.put(key, file.bytes, file.contentType);
      return true;
    };
    const done = work();
    this.storing.set(key, done);
    try {
      return await done;
    } finally {
      if (this.storing.get(key) === done) this.storing.delete(key);
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
