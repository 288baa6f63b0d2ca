import { randomUUID } from 'node:crypto';
import { fileErrors, serviceErrors } from '@oneway/contracts';
import type { FileStorage, StoredFile } from '@oneway/file-storage';
import { PhotoAttachment, photoIdOf } from './photo-attachment.js';

// The port as a map, so a test sees exactly which keys are left behind.
const memoryStorage = () => {
  const files = new Map<string, StoredFile>();
  const storage: FileStorage = {
    kind: 'local',
    put: async (key, bytes, contentType) => void files.set(key, { bytes: Buffer.from(bytes), contentType }),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
    exists: async (key) => files.has(key),
  };
  return { storage, files };
};
const jpeg = { bytes: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' };

describe('photo attachment', () => {
  const png = { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' };
  const shipment = (photos: string[] = []) => ({ id: randomUUID(), photos });

  it('an upload takes images in the field "photos", at most the whole allowance (a retry repeats attached ones)', () => {
    const photos = new PhotoAttachment(memoryStorage().storage, 'review-photos', 3);
    expect(photos.uploadRules()).toMatchObject({ field: 'photos', maxFiles: 3 });
    expect(photos.uploadRules().allowed).toContain('image/jpeg');
  });

  it('stored files are attached by their photo ids and stay in the area; the same bytes twice are one photo', async () => {
    const { storage, files } = memoryStorage();
    const photos = new PhotoAttachment(storage, 'review-photos', 3);
    const attached = await photos.storeThenAttach(shipment(), [jpeg, png, jpeg], async (ids) => ids);
    expect(attached).toHaveLength(2);
    expect([...files.keys()].sort()).toEqual(attached.map((id) => `review-photos/${id}`).sort());
  });

  it('a photo id comes from the target and the bytes: a retry names the same photos, another target or file others', async () => {
    const photos = new PhotoAttachment(memoryStorage().storage, 'shipment-photos', 5);
    const target = shipment();
    const first = await photos.storeThenAttach(target, [jpeg], async (ids) => ids);
    expect(
      await photos.storeThenAttach(target, [{ ...jpeg, bytes: Buffer.from(jpeg.bytes) }], async (ids) => ids),
    ).toEqual(first);
    expect(await photos.storeThenAttach(target, [png], async (ids) => ids)).not.toEqual(first);
    expect(await photos.storeThenAttach(shipment(), [jpeg], async (ids) => ids)).not.toEqual(first);
    expect(photoIdOf('shipment-photos', target.id, jpeg.bytes)).toBe(first[0]);
    expect(first[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('more new photos than the room left is FILE.TOO_MANY before anything is stored; attached ones do not count again', async () => {
    const { storage, files } = memoryStorage();
    const photos = new PhotoAttachment(storage, 'shipment-photos', 2);
    const target = shipment();
    const ids = await photos.storeThenAttach(target, [jpeg, png], async (photoIds) => photoIds);
    const full = { id: target.id, photos: ids };
    const tooMany = photos.storeThenAttach(
      full,
      [{ ...jpeg, bytes: Buffer.from([0xff, 0xd8, 0xff, 1]) }],
      async (p) => p,
    );
    await expect(tooMany).rejects.toMatchObject({ code: 'FILE.TOO_MANY' });
    expect(files.size).toBe(2);
    // The retry of the upload that filled it attaches the same ids (the marketplace ignores them).
    expect(await photos.storeThenAttach(full, [png, jpeg], async (photoIds) => photoIds)).toEqual([ids[1], ids[0]]);
  });

  it('a refused attach deletes the files it stored and the refusal goes on unchanged', async () => {
    const { storage, files } = memoryStorage();
    const photos = new PhotoAttachment(storage, 'shipment-photos', 5);
    const refusal = fileErrors.tooMany('photos', 5);
    await expect(photos.storeThenAttach(shipment(), [jpeg, png], () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(files.size).toBe(0);
  });

  it('a file an earlier attempt stored, or one whose attach had no answer, is kept', async () => {
    const { storage, files } = memoryStorage();
    const photos = new PhotoAttachment(storage, 'shipment-photos', 5);
    const target = shipment();
    // The marketplace did not answer: the attach may have happened, so the files stay.
    const silence = serviceErrors.unavailable('The marketplace service is not answering.');
    await expect(photos.storeThenAttach(target, [jpeg], () => Promise.reject(silence))).rejects.toBe(silence);
    expect(files.size).toBe(1);
    // A retry that is refused does not take away the file it did not store.
    const refusal = fileErrors.tooMany('photos', 5);
    await expect(photos.storeThenAttach(target, [jpeg], () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(files.size).toBe(1);
  });

  it('only an attached photo id has a key; another id or a non-id is FILE.NOT_FOUND', () => {
    const photos = new PhotoAttachment(memoryStorage().storage, 'shipment-photos', 5);
    const id = randomUUID();
    expect(photos.keyOf(id, [id])).toBe(`shipment-photos/${id}`);
    for (const other of [randomUUID(), '../x', ''])
      expect(() => photos.keyOf(other, [id])).toThrow(expect.objectContaining({ code: 'FILE.NOT_FOUND' }));
  });
});
