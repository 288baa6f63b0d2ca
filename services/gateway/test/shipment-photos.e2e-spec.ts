import { createShipmentRpc, MAX_SHIPMENT_PHOTOS, type ShipmentView } from '@oneway/contracts';
import { shipmentRequestBody } from '@oneway/testing';
import { startPhotoBed, type PhotoActor } from './support/photo-bed.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { JPEG, PNG, WEBP } from '../../../libs/file-storage/test/fixtures.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { userOf } from '../../marketplace/test/support/marketplace-e2e.js';

/** Another JPEG: the same kind of file with different bytes (a different photo). */
const jpegNumber = (n: number) => Buffer.concat([JPEG, Buffer.from([n])]);

// Shipment photos through the real gateway and marketplace: a retried upload (the answer was
// lost, the person pressed again) attaches the photos it carries once, whatever the number of
// tries, and answers with the shipment as it is.
describe('shipment photos through the gateway: a retried upload attaches nothing twice', () => {
  let bed: Awaited<ReturnType<typeof startPhotoBed>>;

  beforeAll(async () => {
    bed = await startPhotoBed();
  }, 60_000);

  afterAll(async () => {
    await bed?.stop();
  });

  const upload = async (shipmentId: string, who: PhotoActor, files: Buffer[]) => {
    const res = await bed.upload(`/api/shipments/${shipmentId}/photos`, who, files);
    return { status: res.status, body: (await res.json()) as ShipmentView & { code?: string } };
  };
  const storedFiles = () => bed.storedFiles('shipment-photos');
  const newShipment = async (sender: PhotoActor) =>
    (await bed.call(sender, createShipmentRpc, shipmentRequestBody())).id;

  it('the same photo uploaded twice is one photo (one stored file); a different photo makes two', async () => {
    const sender = userOf();
    const shipmentId = await newShipment(sender);

    const first = await upload(shipmentId, sender, [JPEG]);
    expect(first.status).toBe(201);
    expect(first.body.photos).toHaveLength(1);
    const stored = await storedFiles();

    const retry = await upload(shipmentId, sender, [JPEG]);
    expect(retry.status).toBe(201);
    expect(retry.body.photos).toEqual(first.body.photos);
    expect(await storedFiles()).toBe(stored);

    const other = await upload(shipmentId, sender, [PNG]);
    expect(other.status).toBe(201);
    expect(other.body.photos).toHaveLength(2);
    expect(other.body.photos![0]).toBe(first.body.photos![0]);
  });

  it('two copies of one upload at once attach it once', async () => {
    const sender = userOf();
    const shipmentId = await newShipment(sender);
    const both = await Promise.all([upload(shipmentId, sender, [WEBP, PNG]), upload(shipmentId, sender, [WEBP, PNG])]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const last = await upload(shipmentId, sender, [PNG]);
    expect(last.status).toBe(201);
    expect(last.body.photos).toHaveLength(2);
  });

  it('the retry of an upload that filled the shipment answers with its photos; a new photo then is FILE.TOO_MANY', async () => {
    const sender = userOf();
    const shipmentId = await newShipment(sender);
    const five = Array.from({ length: MAX_SHIPMENT_PHOTOS }, (_, i) => jpegNumber(i));
    const first = await upload(shipmentId, sender, five);
    expect(first.status).toBe(201);
    expect(first.body.photos).toHaveLength(MAX_SHIPMENT_PHOTOS);

    const retry = await upload(shipmentId, sender, five);
    expect(retry.status).toBe(201);
    expect(retry.body.photos).toEqual(first.body.photos);

    const sixth = await upload(shipmentId, sender, [PNG]);
    expect(sixth.status).toBe(400);
    expect(sixth.body.code).toBe('FILE.TOO_MANY');
  });
});
