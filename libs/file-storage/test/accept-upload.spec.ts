import { DomainError } from '@oneway/contracts';
import { acceptUpload, DOCUMENT_TYPES, IMAGE_TYPES, MAX_FILE_BYTES } from '../src/index.js';
import { GIF, HTML, JPEG, PDF, PNG, WEBP } from './fixtures.js';

const reject = async (bytes: Uint8Array, allowed: readonly string[] = IMAGE_TYPES) => {
  try {
    await acceptUpload(bytes, { field: 'photos', allowed });
  } catch (err) {
    return err as DomainError;
  }
  throw new Error('accepted');
};

describe('an upload is typed by its bytes, never by what the client says', () => {
  it('JPEG, PNG and WebP photos are accepted as what their bytes are', async () => {
    expect(await acceptUpload(JPEG, { field: 'photos', allowed: IMAGE_TYPES })).toBe('image/jpeg');
    expect(await acceptUpload(PNG, { field: 'photos', allowed: IMAGE_TYPES })).toBe('image/png');
    expect(await acceptUpload(WEBP, { field: 'photos', allowed: IMAGE_TYPES })).toBe('image/webp');
  });

  it('a PDF is accepted only where documents are asked for', async () => {
    expect(await acceptUpload(PDF, { field: 'document', allowed: DOCUMENT_TYPES })).toBe('application/pdf');
    const err = await reject(PDF);
    expect(err).toMatchObject({ code: 'FILE.UNSUPPORTED_TYPE', kind: 'validation' });
  });

  it('HTML, a GIF or unknown bytes are refused with a 400 naming the field (whatever type the client claimed)', async () => {
    for (const bytes of [HTML, GIF, Buffer.from('just text')]) {
      const err = await reject(bytes);
      expect(err).toMatchObject({
        code: 'FILE.UNSUPPORTED_TYPE',
        kind: 'validation',
        fieldErrors: [{ field: 'photos', message: 'Only JPEG, PNG, WebP files are accepted' }],
      });
    }
  });

  it('more than 5 MB is refused naming the field and the limit; an empty file is "required"', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_FILE_BYTES)]);
    expect(await reject(big)).toMatchObject({
      code: 'FILE.TOO_LARGE',
      fieldErrors: [{ field: 'photos', message: 'A file may be at most 5 MB' }],
    });
    expect(await reject(Buffer.alloc(0))).toMatchObject({ code: 'FILE.REQUIRED', fieldErrors: [{ field: 'photos' }] });
    // Exactly 5 MB is allowed.
    const max = Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES - PNG.length)]);
    expect(await acceptUpload(max, { field: 'photos', allowed: IMAGE_TYPES })).toBe('image/png');
  });
});
