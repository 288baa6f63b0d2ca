import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskFileStorage, newFileKey, S3FileStorage, type FileStorage } from '../src/index.js';
import { PNG } from './fixtures.js';
import { startS3StandIn } from './s3-stand-in.js';

// One contract, every adapter: what the gateway relies on whichever storage is configured.
function contract(name: string, make: () => FileStorage) {
  describe(`FileStorage contract: ${name}`, () => {
    it('a stored file comes back with its bytes and content type, exists, and is gone after delete', async () => {
      const storage = make();
      const key = newFileKey('shipment-photos');
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, PNG, 'image/png');
      expect(await storage.exists(key)).toBe(true);
      const file = await storage.get(key);
      expect(file?.contentType).toBe('image/png');
      expect(Buffer.compare(file!.bytes, PNG)).toBe(0);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('refuses a key that is a path or a name, not a generated key', async () => {
      const storage = make();
      for (const bad of ['../etc/passwd', '/etc/passwd', 'photos/../../x', 'photos/my-photo.png', 'https://x/y', ''])
        await expect(storage.put(bad, PNG, 'image/png')).rejects.toThrow(/not a file key/);
      await expect(storage.get('../../secret')).rejects.toThrow(/not a file key/);
    });
  });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'oneway-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
contract('local disk', () => new LocalDiskFileStorage(dir));

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
beforeAll(async () => {
  s3 = await startS3StandIn('oneway-test');
});
afterAll(() => s3.close());
const s3Storage = () =>
  new S3FileStorage({
    bucket: 'oneway-test',
    region: 'eu-west-2',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    prefix: 'stack-a/',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
  });
contract('S3 (official SDK against a loopback S3 stand-in)', s3Storage);

describe('S3 adapter requests', () => {
  it('signs each request, puts the object private under the prefix with its sniffed type and length', async () => {
    const storage = s3Storage();
    const key = newFileKey('relay-photos');
    s3.requests.length = 0;
    await storage.put(key, PNG, 'image/png');
    const put = s3.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/oneway-test/stack-a/${key}`);
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-2\/s3\/aws4_request/,
    );
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['cache-control']).toBe('private, no-store');
    expect(put.bodyBytes).toBe(PNG.length);
    // No public ACL is ever asked for.
    expect(put.headers['x-amz-acl']).toBeUndefined();
    expect(s3.objects.get(`stack-a/${key}`)?.contentType).toBe('image/png');
  });

  it('an S3 error other than "not found" reaches the caller (a missing bucket is not an empty file)', async () => {
    const storage = new S3FileStorage({
      bucket: 'no-such-bucket',
      region: 'eu-west-2',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    });
    await expect(storage.put(newFileKey('relay-photos'), PNG, 'image/png')).rejects.toThrow();
  });
});
