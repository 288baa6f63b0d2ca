import {
  adminBanUserRpc,
  adminChangeRoleRpc,
  adminGetUserRpc,
  adminListUsersRpc,
  adminUnbanUserRpc,
  adminUserHistoryRpc,
  getProfileRpc,
  getPublicProfileRpc,
  loginRpc,
  profilePhotoUrl,
  updateProfileRpc,
  type RpcMeta,
} from '@oneway/contracts';
import { errorOf, IdentityHarness, STRONG_PASSWORD } from './support/identity-harness.js';

const h = new IdentityHarness();
let admin: RpcMeta;
let adminId: string;
const signIn = async (usernameOrEmail: string, password: string) =>
  h.metaFor(await h.call(loginRpc, { usernameOrEmail, password }));

beforeAll(async () => {
  await h.start({ SEED_DEMO: '1' });
  admin = await signIn('admin', 'Admin#Demo2026');
  adminId = admin.actor!.userId;
});
afterAll(() => h.stop());

describe('admin commands and queries', () => {
  it.each([
    ['changeRole', adminChangeRoleRpc, (id: string) => ({ userId: id, role: 'admin' })],
    ['banUser', adminBanUserRpc, (id: string) => ({ userId: id, reason: 'x' })],
    ['unbanUser', adminUnbanUserRpc, (id: string) => ({ userId: id })],
    ['listUsers', adminListUsersRpc, () => ({ page: 1, pageSize: 20 })],
    ['getUser', adminGetUserRpc, (id: string) => ({ userId: id })],
    ['userHistory', adminUserHistoryRpc, (id: string) => ({ userId: id })],
  ] as const)('a plain user calling %s gets 403 AUTH.FORBIDDEN', async (_name, contract, payload) => {
    const u = await h.newUser();
    const err = await errorOf(() => h.call(contract as never, payload(u.user.id) as never, u.meta));
    expect(err).toMatchObject({ code: 'AUTH.FORBIDDEN', kind: 'forbidden' });
  });

  it('a user whose token still claims admin but whose record says user is refused (role from records)', async () => {
    const u = await h.newUser();
    const forged: RpcMeta = { ...u.meta, actor: { ...u.meta.actor!, role: 'admin' } };
    expect(await errorOf(() => h.call(adminBanUserRpc, { userId: adminId, reason: 'coup' }, forged))).toMatchObject({
      code: 'AUTH.FORBIDDEN',
    });
  });

  it('anonymous callers get 401 on admin routes', async () => {
    expect(await errorOf(() => h.call(adminListUsersRpc, { page: 1, pageSize: 10 }))).toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
  });

  it('moderator and support may read users but not change them', async () => {
    const target = await h.newUser();
    for (const [name, password] of [
      ['moderator', 'Moderator#Demo2026'],
      ['support', 'Support#Demo2026'],
    ] as const) {
      const staff = await signIn(name, password);
      await expect(h.call(adminGetUserRpc, { userId: target.user.id }, staff)).resolves.toMatchObject({
        id: target.user.id,
      });
      await expect(h.call(adminListUsersRpc, { page: 1, pageSize: 5 }, staff)).resolves.toHaveProperty('total');
      expect(
        await errorOf(() => h.call(adminBanUserRpc, { userId: target.user.id, reason: 'x' }, staff)),
      ).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      expect(
        await errorOf(() => h.call(adminChangeRoleRpc, { userId: target.user.id, role: 'admin' }, staff)),
      ).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    }
  });

  it('an admin changes a role; the event and the audit log name the admin', async () => {
    const u = await h.newUser();
    const updated = await h.call(adminChangeRoleRpc, { userId: u.user.id, role: 'relay_staff' }, admin);
    expect(updated.role).toBe('relay_staff');
    const [audit] = await h.query<{
      admin_user_id: string;
      action: string;
      details: { from: string; to: string };
      ip_address: string;
    }>('SELECT * FROM admin_audit_logs WHERE entity_id = $1', [u.user.id]);
    expect(audit).toMatchObject({
      admin_user_id: adminId,
      action: 'user.role_changed',
      details: { from: 'user', to: 'relay_staff' },
      ip_address: '203.0.113.7',
    });
  });

  it('an admin cannot demote or ban themselves', async () => {
    expect(await errorOf(() => h.call(adminChangeRoleRpc, { userId: adminId, role: 'user' }, admin))).toMatchObject({
      code: 'USER.CANNOT_CHANGE_OWN_ROLE',
    });
    expect(await errorOf(() => h.call(adminBanUserRpc, { userId: adminId, reason: 'x' }, admin))).toMatchObject({
      code: 'USER.CANNOT_BAN_SELF',
    });
  });

  it('ban and unban are events with the admin recorded; an unbanned user signs in again', async () => {
    const u = await h.newUser();
    const banned = await h.call(adminBanUserRpc, { userId: u.user.id, reason: 'chargebacks' }, admin);
    expect(banned).toMatchObject({ isBanned: true, status: 'banned' });
    const unbanned = await h.call(adminUnbanUserRpc, { userId: u.user.id }, admin);
    expect(unbanned).toMatchObject({ isBanned: false, status: 'active' });
    await expect(
      h.call(loginRpc, { usernameOrEmail: u.input.username, password: STRONG_PASSWORD }),
    ).resolves.toBeDefined();
    const actions = await h.query<{ action: string; admin_user_id: string }>(
      'SELECT action, admin_user_id FROM admin_audit_logs WHERE entity_id = $1 ORDER BY created_at',
      [u.user.id],
    );
    expect(actions).toEqual([
      { action: 'user.banned', admin_user_id: adminId },
      { action: 'user.unbanned', admin_user_id: adminId },
    ]);
  });

  it('user history lists the user events oldest first, with who did them, and no secret', async () => {
    const u = await h.newUser();
    await h.call(updateProfileRpc, { bio: 'Frequent flyer' }, u.meta);
    await h.call(adminBanUserRpc, { userId: u.user.id, reason: 'spam' }, admin);
    const { events } = await h.call(adminUserHistoryRpc, { userId: u.user.id }, admin);
    expect(events.map((e) => e.type)).toEqual([
      'identity.user.registered',
      'identity.user.email_verified',
      'identity.user.profile_updated',
      'identity.user.banned',
    ]);
    expect(events[3]).toMatchObject({ actorId: adminId, data: { byAdminId: adminId, reason: 'spam' } });
    expect(JSON.stringify(events)).not.toMatch(/argon2|password_hash/);
  });

  it('list users searches username, e-mail and name case-insensitively, filters by role and paginates', async () => {
    for (let i = 0; i < 3; i++) await h.newUser({ fullName: `Zebra Person ${i}` });
    const page1 = await h.call(adminListUsersRpc, { query: 'zebra', page: 1, pageSize: 2 }, admin);
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    const page2 = await h.call(adminListUsersRpc, { query: 'ZEBRA', page: 2, pageSize: 2 }, admin);
    expect(page2.items).toHaveLength(1);
    expect(new Set([...page1.items, ...page2.items].map((u) => u.id)).size).toBe(3);
    const mods = await h.call(adminListUsersRpc, { role: 'moderator', page: 1, pageSize: 20 }, admin);
    expect(mods.items.map((u) => u.username)).toEqual(['moderator']);
  });

  it('search text is matched literally (a % does not match everything)', async () => {
    const r = await h.call(adminListUsersRpc, { query: '%', page: 1, pageSize: 20 }, admin);
    expect(r.total).toBe(0);
  });
});

const PHOTO_ID = '3f0c5a52-6b1e-4d8a-9a57-2b8f1c0d9e11';

describe('profiles', () => {
  it('a user reads and updates their own profile', async () => {
    const u = await h.newUser();
    const updated = await h.call(
      updateProfileRpc,
      {
        fullName: 'New Name',
        bio: 'Hello',
        phone: '+1 416 555 0100',
        country: 'United Kingdom',
        profileImage: profilePhotoUrl(u.user.id, PHOTO_ID),
      },
      u.meta,
    );
    expect(updated).toMatchObject({
      fullName: 'New Name',
      bio: 'Hello',
      phone: '+1 416 555 0100',
      country: 'United Kingdom',
      profileImage: profilePhotoUrl(u.user.id, PHOTO_ID),
    });
    await expect(h.call(getProfileRpc, {}, u.meta)).resolves.toMatchObject({
      fullName: 'New Name',
      email: u.input.email,
    });
    const cleared = await h.call(updateProfileRpc, { bio: null }, u.meta);
    expect(cleared.bio).toBeNull();
    expect(cleared.fullName).toBe('New Name');
  });

  it('the profile image is only ever the own uploaded photo: no external URL, no other user’s photo', async () => {
    const u = await h.newUser();
    const other = await h.newUser();
    for (const profileImage of [
      'javascript:alert(1)',
      'https://img.example.com/me.png',
      `https://evil.example.com${profilePhotoUrl(u.user.id, PHOTO_ID)}`,
      profilePhotoUrl(other.user.id, PHOTO_ID),
    ]) {
      const reply = await h.callRaw(updateProfileRpc, { profileImage }, u.meta);
      expect([profileImage, reply.error?.fieldErrors?.[0]]).toEqual([
        profileImage,
        { field: 'profileImage', message: 'Upload a photo to set the profile image' },
      ]);
    }
    await expect(h.call(getProfileRpc, {}, u.meta)).resolves.toMatchObject({ profileImage: null });
  });

  it("another user's public profile shows only public fields (no e-mail, phone, role or ban state)", async () => {
    const owner = await h.newUser();
    await h.call(updateProfileRpc, { phone: '+44 20 7946 0000', bio: 'Traveler' }, owner.meta);
    const viewer = await h.newUser();
    const profile = await h.call(getPublicProfileRpc, { userId: owner.user.id }, viewer.meta);
    expect(Object.keys(profile).sort()).toEqual([
      'bio',
      'country',
      'createdAt',
      'fullName',
      'id',
      'isVerified',
      'profileImage',
      'userType',
      'username',
    ]);
    expect(JSON.stringify(profile)).not.toContain(owner.input.email);
    expect(JSON.stringify(profile)).not.toContain('7946');
  });

  it("a user can never read or change another user's private profile: the target is always the caller", async () => {
    const owner = await h.newUser();
    const other = await h.newUser();
    // Private reads and writes have no user id to aim at; a smuggled one is ignored by the contract.
    const mine = await h.call(getProfileRpc, { userId: owner.user.id } as never, other.meta);
    expect(mine.id).toBe(other.user.id);
    const reply = await h.callRaw(updateProfileRpc, { userId: owner.user.id, fullName: 'Hijacked' }, other.meta);
    expect(reply.ok).toBe(true);
    const ownerNow = await h.call(getProfileRpc, {}, owner.meta);
    expect(ownerNow.fullName).toBe('Test User');
    // And the staff view of a user is refused to a plain user.
    expect(await errorOf(() => h.call(adminGetUserRpc, { userId: owner.user.id }, other.meta))).toMatchObject({
      code: 'AUTH.FORBIDDEN',
    });
  });

  it('an unknown or banned user has no public profile (404)', async () => {
    expect(
      await errorOf(() => h.call(getPublicProfileRpc, { userId: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject({ code: 'USER.NOT_FOUND', kind: 'not_found' });
    const u = await h.newUser();
    await h.call(adminBanUserRpc, { userId: u.user.id, reason: 'x' }, admin);
    expect(await errorOf(() => h.call(getPublicProfileRpc, { userId: u.user.id }))).toMatchObject({
      code: 'USER.NOT_FOUND',
    });
  });

  it('profile updates require a session', async () => {
    expect(await errorOf(() => h.call(updateProfileRpc, { bio: 'x' }))).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
  });
});
