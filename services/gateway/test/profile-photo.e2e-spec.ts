import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectNats, deleteTestStreams } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startIdentityForGateway } from './support/identity-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { GIF, JPEG, PNG } from '../../../libs/file-storage/test/fixtures.js';

type Profile = { id: string; profileImage: string | null; bio: string | null };

// Issue 14: the own profile photo through the real gateway and identity service. One image in
// the field "photo", stored through the file-storage port; the profile's `profileImage` is the
// gateway's public URL of the current photo; replacing or removing it deletes the old file.
describe('profile photo through the gateway', () => {
  let gw: RunningGateway;
  let identity: Awaited<ReturnType<typeof startIdentityForGateway>>;
  const filesDir = path.join(os.tmpdir(), `oneway-profile-photos-${randomUUID()}`);
  const stored = async () => (await readdir(path.join(filesDir, 'profile-photos')).catch(() => [])).sort();

  beforeAll(async () => {
    identity = await startIdentityForGateway();
    gw = await startTestGateway({
      FILE_STORAGE_DIR: filesDir,
      RATE_REGISTER_PER_IP: '1000',
      RATE_LOGIN_PER_IP: '1000',
    });
  }, 90_000);

  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    const nc = await connectNats();
    await deleteTestStreams(nc);
    await nc.drain();
  });

  /** A fresh signed-in user (each test its own, so none depends on another's photo). */
  async function newUser() {
    const tag = randomUUID().slice(0, 8);
    const email = `p${tag}@example.com`;
    const password = 'Str0ng#Passw0rd';
    const post = (p: string, body: unknown) =>
      fetch(`${gw.url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const reg = await post('/api/register', {
      fullName: `Photo ${tag}`,
      username: `p${tag}`,
      email,
      country: 'United Kingdom',
      password,
    });
    expect(reg.status).toBe(201);
    await identity.verifyEmail(gw.url, email);
    const session = (await (await post('/api/login', { usernameOrEmail: email, password })).json()) as {
      accessToken: string;
      user: { id: string };
    };
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const profile = async () => (await (await fetch(`${gw.url}/api/profile`, { headers })).json()) as Profile;
    return { id: session.user.id, headers, profile };
  }
  type User = Awaited<ReturnType<typeof newUser>>;

  const form = (files: Buffer[], field = 'photo') => {
    const f = new FormData();
    // The declared type and name are ignored: the bytes decide.
    for (const b of files) f.append(field, new Blob([new Uint8Array(b)], { type: 'image/jpeg' }), 'me.jpg');
    return f;
  };
  const upload = (u: Pick<User, 'headers'> | null, body: FormData) =>
    fetch(`${gw.url}/api/profile/photo`, { method: 'POST', headers: u?.headers ?? {}, body });
  const uploaded = async (u: User, file: Buffer) => {
    const res = await upload(u, form([file]));
    expect(res.status).toBe(200);
    return ((await res.json()) as Profile).profileImage!;
  };
  const get = (url: string) => fetch(`${gw.url}${url}`);

  it('an uploaded photo becomes the profile image, served publicly with the sniffed type', async () => {
    const u = await newUser();
    const url = await uploaded(u, PNG);
    expect(url).toMatch(new RegExp(`^/api/users/${u.id}/photo/[0-9a-f-]{36}$`));
    expect((await u.profile()).profileImage).toBe(url);
    expect(await stored()).toContain(url.split('/').pop());
    const pub = (await (await get(`/api/users/${u.id}/public`)).json()) as Profile;
    expect(pub.profileImage).toBe(url);

    // No session needed: traveler cards show it to everyone.
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, immutable$/);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), PNG)).toBe(0);
  });

  it('bad uploads are 400s naming the field; nothing is stored and the profile is unchanged', async () => {
    const u = await newUser();
    const url = await uploaded(u, JPEG);
    const files = await stored();
    const problem = async (res: Response) => ({ status: res.status, ...((await res.json()) as object) });
    const cases: [FormData, string, string][] = [
      [form([GIF]), 'FILE.UNSUPPORTED_TYPE', 'Only JPEG, PNG, WebP files are accepted'],
      [form([Buffer.from('not an image at all')]), 'FILE.UNSUPPORTED_TYPE', 'Only JPEG, PNG, WebP files are accepted'],
      [form([Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])]), 'FILE.TOO_LARGE', 'A file may be at most 5 MB'],
      [form([PNG, JPEG]), 'FILE.TOO_MANY', 'Send one file only'],
      [form([PNG], 'avatar'), 'FILE.UNEXPECTED_FIELD', 'Send the files in the field "photo"'],
      [new FormData(), 'FILE.REQUIRED', 'Choose a file to upload'],
    ];
    for (const [body, code, message] of cases) {
      const got = await problem(await upload(u, body));
      const field = code === 'FILE.UNEXPECTED_FIELD' ? 'avatar' : 'photo';
      expect([code, got]).toEqual([code, expect.objectContaining({ status: 400, code, errors: [{ field, message }] })]);
    }
    expect(await stored()).toEqual(files);
    expect((await u.profile()).profileImage).toBe(url);
    expect((await get(url)).status).toBe(200);
  });

  it('a new photo replaces the old one: the old file is deleted and its URL is 404', async () => {
    const u = await newUser();
    const first = await uploaded(u, JPEG);
    const second = await uploaded(u, PNG);
    expect(second).not.toBe(first);
    expect((await u.profile()).profileImage).toBe(second);
    expect((await get(first)).status).toBe(404);
    expect(await stored()).not.toContain(first.split('/').pop());
    expect((await get(second)).headers.get('content-type')).toBe('image/png');
  });

  it('removing the photo clears the profile image and deletes the file; a second removal is 404', async () => {
    const u = await newUser();
    const url = await uploaded(u, PNG);
    const del = await fetch(`${gw.url}/api/profile/photo`, { method: 'DELETE', headers: u.headers });
    expect(del.status).toBe(200);
    expect(((await del.json()) as Profile).profileImage).toBeNull();
    expect((await u.profile()).profileImage).toBeNull();
    expect((await get(url)).status).toBe(404);
    expect(await stored()).not.toContain(url.split('/').pop());
    const again = await fetch(`${gw.url}/api/profile/photo`, { method: 'DELETE', headers: u.headers });
    expect(again.status).toBe(404);
  });

  it('PATCH /api/profile takes no image URL (only null, which removes the photo)', async () => {
    const u = await newUser();
    const other = await newUser();
    const url = await uploaded(u, PNG);
    const otherUrl = await uploaded(other, JPEG);
    const patch = (body: unknown) =>
      fetch(`${gw.url}/api/profile`, {
        method: 'PATCH',
        headers: { ...u.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const profileImage of ['https://tracker.example.com/pixel.png', otherUrl, url, 42]) {
      const res = await patch({ profileImage, bio: 'Changed' });
      expect([profileImage, res.status]).toEqual([profileImage, 400]);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('profileImage');
    }
    expect(await u.profile()).toMatchObject({ profileImage: url, bio: null });
    const cleared = await patch({ profileImage: null, bio: 'No photo now' });
    expect(cleared.status).toBe(200);
    expect(await u.profile()).toMatchObject({ profileImage: null, bio: 'No photo now' });
    expect((await get(url)).status).toBe(404);
  });

  it('only a user’s current photo is served: another user’s id, an unknown id or a non-id are 404', async () => {
    const u = await newUser();
    const other = await newUser();
    const url = await uploaded(u, PNG);
    const photoId = url.split('/').pop()!;
    for (const p of [
      `/api/users/${other.id}/photo/${photoId}`,
      `/api/users/${u.id}/photo/${randomUUID()}`,
      `/api/users/${randomUUID()}/photo/${photoId}`,
      `/api/users/${u.id}/photo/..%2F..%2Fetc%2Fpasswd`,
    ]) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 404]);
    }
  });

  it('uploading or removing without a session is 401 and stores nothing', async () => {
    const files = await stored();
    expect((await upload(null, form([PNG]))).status).toBe(401);
    expect((await fetch(`${gw.url}/api/profile/photo`, { method: 'DELETE' })).status).toBe(401);
    expect(await stored()).toEqual(files);
  });
});
