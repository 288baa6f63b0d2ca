import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { adminAssignRelayStaffRpc, createShipmentRpc, type RpcMeta, type ShipmentView } from '@oneway/contracts';
import { RpcClient } from '@oneway/service-kit';
import { connectNats, deleteTestStreams, eventually, shipmentRequestBody, subjectPrefix } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startKeyedFakeIdentity } from './support/fake-identity.js';
import { startMarketplaceForGateway } from './support/marketplace-for-gateway.js';
import { startRelayForGateway } from './support/relay-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { GIF, JPEG, PNG } from '../../../libs/file-storage/test/fixtures.js';

// Relay intake photos (issue 12) through the real gateway, relay and marketplace: staff upload
// photos for their point and attach them at check-in; the point's staff and the shipment's
// sender see them, privately; anyone else gets 404; bad files are 400s naming the field.
describe('relay package photos through the gateway', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startKeyedFakeIdentity>>['identity'];
  let relay: Awaited<ReturnType<typeof startRelayForGateway>>;
  let marketplace: Awaited<ReturnType<typeof startMarketplaceForGateway>>;
  const admin = randomUUID();
  const staffA = randomUUID();
  const staffB = randomUUID();
  const sender = randomUUID();
  const stranger = randomUUID();
  let pointA: string;
  let pointB: string;
  let shipment: ShipmentView;

  const auth = async (role: string, userId: string) => ({
    authorization: `Bearer ${await signAccessToken(key, { sub: userId, role })}`,
  });
  const json = async (method: string, path: string, who: [string, string], body?: unknown) =>
    fetch(`${gw.url}${path}`, {
      method,
      headers: { ...(await auth(...who)), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const upload = async (pointId: string, who: [string, string], files: Buffer[], field = 'photos') => {
    const form = new FormData();
    // The client's declared type and name are ignored: the bytes decide.
    for (const f of files) form.append(field, new Blob([new Uint8Array(f)], { type: 'image/jpeg' }), 'photo.jpg');
    return fetch(`${gw.url}/api/relay/points/${pointId}/photos`, {
      method: 'POST',
      headers: await auth(...who),
      body: form,
    });
  };
  const A: [string, string] = ['relay_staff', staffA];
  const B: [string, string] = ['relay_staff', staffB];
  const point = (name: string, city: string, country: string) => ({
    name,
    address: '1 Main Street',
    city,
    country,
    latitude: 10,
    longitude: 10,
    contactName: 'Desk',
    contactPhone: '+447700900123',
    operatingHours: 'Daily 9–5',
    capacity: 10,
  });

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    relay = await startRelayForGateway();
    marketplace = await startMarketplaceForGateway();
    gw = await startTestGateway();
    const create = async (p: ReturnType<typeof point>) =>
      ((await (await json('POST', '/api/admin/relay-points', ['admin', admin], p)).json()) as { id: string }).id;
    pointA = await create(point('A Relay', 'London', 'United Kingdom'));
    pointB = await create(point('B Relay', 'Lagos', 'Nigeria'));
    const rpc = new RpcClient(nc, subjectPrefix(), 15_000);
    const meta = (userId: string, role: 'admin' | 'user'): RpcMeta => ({
      correlationId: randomUUID(),
      actor: { userId, role },
    });
    await rpc.call(adminAssignRelayStaffRpc, { relayPointId: pointA, userId: staffA }, meta(admin, 'admin'));
    await rpc.call(adminAssignRelayStaffRpc, { relayPointId: pointB, userId: staffB }, meta(admin, 'admin'));
    // The marketplace learns of the new points from relay's events: it lists through them once it has.
    shipment = await eventually(() =>
      rpc.call(
        createShipmentRpc,
        shipmentRequestBody({ originRelayPointId: pointA, destinationRelayPointId: pointB }),
        meta(sender, 'user'),
      ),
    );
  }, 90_000);

  afterAll(async () => {
    await gw?.stop();
    await marketplace?.stop();
    await relay?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  let photoIds: string[];
  let packageId: string;

  it('staff upload intake photos for their point and attach them at check-in', async () => {
    const res = await upload(pointA, A, [JPEG, PNG]);
    expect(res.status).toBe(201);
    photoIds = ((await res.json()) as { photos: { id: string }[] }).photos.map((p) => p.id);
    expect(photoIds).toHaveLength(2);
    const checkIn = () =>
      json('POST', `/api/relay/points/${pointA}/check-ins`, A, {
        trackingCode: shipment.trackingNumber,
        condition: 'fair',
        conditionNotes: 'Corner dented',
        photos: photoIds,
      });
    // The relay learns of the shipment from the marketplace's events.
    const stored = await eventually(async () => {
      const r = await checkIn();
      expect(r.status).toBe(201);
      return (await r.json()) as { id: string; photos: string[]; history: { photos: string[] }[] };
    });
    packageId = stored.id;
    expect(stored.photos).toEqual(photoIds);
    expect(stored.history[0]!.photos).toEqual(photoIds);
  });

  it("the point's staff get a photo back as the bytes uploaded, private and never sniffed", async () => {
    const res = await fetch(`${gw.url}/api/relay/points/${pointA}/packages/${packageId}/photos/${photoIds[1]}`, {
      headers: await auth(...A),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), PNG)).toBe(0);
  });

  it('the shipment’s sender sees the stay and its photos; staff of another point and a stranger get 404', async () => {
    const stays = await json('GET', `/api/shipments/${shipment.id}/relay-storage`, ['user', sender]);
    expect(await stays.json()).toMatchObject({
      items: [{ packageId, leg: 'origin', relayPointName: 'A Relay', condition: 'fair', photos: photoIds }],
    });
    const mine = await fetch(`${gw.url}/api/shipments/${shipment.id}/relay-photos/${photoIds[0]}`, {
      headers: await auth('user', sender),
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    const strangerStays = await json('GET', `/api/shipments/${shipment.id}/relay-storage`, ['user', stranger]);
    expect(strangerStays.status).toBe(404);
    for (const [path, who] of [
      [`/api/shipments/${shipment.id}/relay-photos/${photoIds[0]}`, ['user', stranger]],
      [`/api/relay/points/${pointA}/packages/${packageId}/photos/${photoIds[0]}`, B],
      [`/api/relay/points/${pointB}/packages/${packageId}/photos/${photoIds[0]}`, B],
      // A photo id that is not on this package, and one that is not an id at all.
      [`/api/relay/points/${pointA}/packages/${packageId}/photos/${randomUUID()}`, A],
      [`/api/relay/points/${pointA}/packages/${packageId}/photos/..%2F..%2Fetc%2Fpasswd`, A],
    ] as const) {
      const res = await fetch(`${gw.url}${path}`, { headers: await auth(...(who as [string, string])) });
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('staff of another point cannot upload for this one (404, nothing stored)', async () => {
    const res = await upload(pointA, B, [JPEG]);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('RELAY_POINT.NOT_FOUND');
  });

  it('bad files are 400s naming the field: wrong type whatever the client claims, over 5 MB, too many, wrong field', async () => {
    const problem = async (res: Response) => ({ status: res.status, ...((await res.json()) as object) });
    expect(await problem(await upload(pointA, A, [GIF]))).toMatchObject({
      status: 400,
      code: 'FILE.UNSUPPORTED_TYPE',
      errors: [{ field: 'photos', message: 'Only JPEG, PNG, WebP files are accepted' }],
    });
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await problem(await upload(pointA, A, [big]))).toMatchObject({
      status: 400,
      code: 'FILE.TOO_LARGE',
      errors: [{ field: 'photos', message: 'A file may be at most 5 MB' }],
    });
    expect(await problem(await upload(pointA, A, Array(6).fill(JPEG)))).toMatchObject({
      status: 400,
      code: 'FILE.TOO_MANY',
      errors: [{ field: 'photos', message: 'At most 5 files' }],
    });
    expect(await problem(await upload(pointA, A, [JPEG], 'file'))).toMatchObject({
      status: 400,
      code: 'FILE.UNEXPECTED_FIELD',
    });
    const notMultipart = await json('POST', `/api/relay/points/${pointA}/photos`, A, {});
    expect(notMultipart.status).toBe(400);
  });

  it('a photo uploaded for another point cannot be attached here (400 naming photos)', async () => {
    const atB = ((await (await upload(pointB, B, [JPEG])).json()) as { photos: { id: string }[] }).photos[0]!.id;
    const res = await json('POST', `/api/relay/points/${pointA}/check-ins`, A, {
      trackingCode: 'OW0123456789',
      photos: [atB],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'FILE.NOT_UPLOADED', errors: [{ field: 'photos' }] });
  });

  it("the sender attaches up to 5 photos of the package; another user and a stranger's upload get 404/403; a sixth is refused", async () => {
    const attach = async (who: [string, string], files: Buffer[]) => {
      const form = new FormData();
      for (const f of files) form.append('photos', new Blob([new Uint8Array(f)], { type: 'image/png' }), 'box.png');
      return fetch(`${gw.url}/api/shipments/${shipment.id}/photos`, {
        method: 'POST',
        headers: await auth(...who),
        body: form,
      });
    };
    const res = await attach(['user', sender], [PNG, JPEG]);
    expect(res.status).toBe(201);
    const view = (await res.json()) as { photos: string[] };
    expect(view.photos).toHaveLength(2);
    const got = await fetch(`${gw.url}/api/shipments/${shipment.id}/photos/${view.photos[0]}`, {
      headers: await auth('user', sender),
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');

    // Another user: the shipment does not exist for them, neither to attach nor to view.
    expect((await attach(['user', stranger], [PNG])).status).toBe(404);
    const peek = await fetch(`${gw.url}/api/shipments/${shipment.id}/photos/${view.photos[0]}`, {
      headers: await auth('user', stranger),
    });
    expect(peek.status).toBe(404);
    // A relay photo id is not a shipment photo.
    const relayPhoto = await fetch(`${gw.url}/api/shipments/${shipment.id}/photos/${photoIds[0]}`, {
      headers: await auth('user', sender),
    });
    expect(relayPhoto.status).toBe(404);

    // Three more photos (different bytes: the same bytes again are the same photo).
    const another = (n: number) => Buffer.concat([JPEG, Buffer.from([n])]);
    expect((await attach(['user', sender], [another(1), another(2), another(3)])).status).toBe(201);
    const sixth = await attach(['user', sender], [another(4)]);
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toMatchObject({ code: 'FILE.TOO_MANY', errors: [{ field: 'photos' }] });
  });
});
