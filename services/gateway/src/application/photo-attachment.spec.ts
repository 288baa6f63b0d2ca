import { randomUUID } from 'node:crypto';
import type { FileStorage, StoredFile } from '@oneway/file-storage';
import { PhotoAttachment } from './photo-attachment.js';

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
  it('an upload takes images in the field "photos", as many as are left; none left is FILE.TOO_MANY naming photos', () => {
    const photos = new PhotoAttachment(memoryStorage().storage, 'review-photos', 3);
    expect(photos.uploadRules(1)).toMatchObject({ field: 'photos', maxFiles: 2 });
    expect(photos.uploadRules(0).allowed).toContain('image/jpeg');
    expect(() => photos.uploadRules(3)).toThrow(expect.objectContaining({ code: 'FILE.TOO_MANY' }));
  });

  it('stored files are attached by their photo ids and stay in the area', async () => {
    const { storage, files } = memoryStorage();
    const photos = new PhotoAttachment(storage, 'review-photos', 3);
    const attached = await photos.storeThenAttach([jpeg, jpeg], async (ids) => ids);
    expect([...files.keys()].sort()).toEqual(attached.map((id) => `review-photos/${id}`).sort());
  });

  it('a refused attach deletes the files it stored and the refusal goes on unchanged', async () => {
    const { storage, files } = memoryStorage();
    const photos = new PhotoAttachment(storage, 'shipment-photos', 5);
    const refusal = new Error('refused');
    await expect(photos.storeThenAttach([jpeg, jpeg], () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(files.size).toBe(0);
  });

  it('only an attached photo id has a key; another id or a non-id is FILE.NOT_FOUND', () => {
    const photos = new PhotoAttachment(memoryStorage().storage, 'shipment-photos', 5);
    const id = randomUUID();
    expect(photos.keyOf(id, [id])).toBe(`shipment-photos/${id}`);
    for (const other of [randomUUID(), '../x', ''])
      expect(() => photos.keyOf(other, [id])).toThrow(expect.objectContaining({ code: 'FILE.NOT_FOUND' }));
  });
});
