import { submitReviewRpc, type ReviewView } from '@oneway/contracts';
import { eventually, subjectPrefix } from '@oneway/testing';
import { startPhotoBed, type PhotoActor } from './support/photo-bed.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { GIF, JPEG, PNG, WEBP } from '../../../libs/file-storage/test/fixtures.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { publishEvent, userOf } from '../../marketplace/test/support/marketplace-e2e.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { shipmentBetween } from '../../marketplace/test/support/shipment-between.js';

// Review photos (issue 14 "photos optional") through the real gateway and marketplace: the
// author uploads up to 3 photos; they are served only to whoever may see the review (blind
// until both reviews are in); bad files are 400s naming the field and nothing is stored.
describe('review photos through the gateway', () => {
  let bed: Awaited<ReturnType<typeof startPhotoBed>>;
  let call: Awaited<ReturnType<typeof startPhotoBed>>['call'];

  beforeAll(async () => {
    bed = await startPhotoBed();
    call = bed.call;
  }, 60_000);

  afterAll(async () => {
    await bed?.stop();
  });

  const upload = (reviewId: string, who: PhotoActor, files: Buffer[], field = 'photos') =>
    bed.upload(`/api/reviews/${reviewId}/photos`, who, files, field);
  const photo = async (reviewId: string, photoId: string, who: PhotoActor) =>
    fetch(`${bed.gw.url}/api/reviews/${reviewId}/photos/${photoId}`, { headers: await bed.auth(who) });
  const storedFiles = () => bed.storedFiles('review-photos');

  const delivered = (sender: PhotoActor, traveler: PhotoActor) =>
    shipmentBetween(
      { call, publish: (contract, data) => publishEvent(bed.nc, subjectPrefix(), contract, data) },
      sender,
      traveler,
    );
  const ratings = { overallRating: 5, communicationRating: 4, reliabilityRating: 5 };

  it('the author adds photos; blind until both reviews are in, then the other party and others see them', async () => {
    const sender = userOf();
    const traveler = userOf();
    const stranger = userOf();
    const shipmentId = await delivered(sender, traveler);
    const review = await call(sender, submitReviewRpc, { shipmentId, ...ratings, publicComment: 'Careful' });

    const res = await upload(review.id, sender, [JPEG, PNG]);
    expect(res.status).toBe(201);
    const view = (await res.json()) as ReviewView;
    expect(view.photos).toHaveLength(2);
    const [first] = view.photos as [string];

    // The author sees their photo; the reviewed traveler and a stranger do not, yet (blind).
    const own = await photo(review.id, first, sender);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await photo(review.id, first, traveler)).status).toBe(404);
    expect((await photo(review.id, first, stranger)).status).toBe(404);

    await call(traveler, submitReviewRpc, { shipmentId, ...ratings });
    await eventually(async () => expect((await photo(review.id, first, traveler)).status).toBe(200));
    expect((await photo(review.id, first, stranger)).status).toBe(200);
  });

  it('only the author adds photos, at most 3 in all; a bad file is a 400 naming photos and nothing is stored', async () => {
    const sender = userOf();
    const traveler = userOf();
    const shipmentId = await delivered(sender, traveler);
    const review = await call(sender, submitReviewRpc, { shipmentId, ...ratings });
    const before = await storedFiles();

    const gif = await upload(review.id, sender, [GIF]);
    expect(gif.status).toBe(400);
    expect(JSON.stringify(await gif.json())).toContain('photos');
    const text = await upload(review.id, sender, [Buffer.from('not an image at all')]);
    expect(text.status).toBe(400);
    const wrongField = await upload(review.id, sender, [JPEG], 'image');
    expect(wrongField.status).toBe(400);
    expect(JSON.stringify(await wrongField.json())).toContain('photos');
    const tooMany = await upload(review.id, sender, [JPEG, JPEG, JPEG, JPEG]);
    expect(tooMany.status).toBe(400);
    expect((await upload(review.id, traveler, [JPEG])).status).toBe(404);
    expect(await storedFiles()).toBe(before);

    expect((await upload(review.id, sender, [JPEG, WEBP, PNG])).status).toBe(201);
    expect(await storedFiles()).toBeGreaterThan(before);
    // A photo not on the review yet (the same JPEG again would be a retry: nothing to add).
    const full = await upload(review.id, sender, [Buffer.concat([JPEG, Buffer.from([1])])]);
    expect(full.status).toBe(400);
    expect(JSON.stringify(await full.json())).toContain('photos');
  });

  it('a retried upload attaches its photos once and answers with the review; a different photo makes two', async () => {
    const sender = userOf();
    const shipmentId = await delivered(sender, userOf());
    const review = await call(sender, submitReviewRpc, { shipmentId, ...ratings });

    const first = await upload(review.id, sender, [JPEG]);
    expect(first.status).toBe(201);
    const { photos } = (await first.json()) as ReviewView;
    expect(photos).toHaveLength(1);
    const stored = await storedFiles();
    const retry = await upload(review.id, sender, [JPEG]);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as ReviewView).photos).toEqual(photos);
    expect(await storedFiles()).toBe(stored);

    const other = await upload(review.id, sender, [PNG]);
    expect(other.status).toBe(201);
    expect(((await other.json()) as ReviewView).photos).toEqual([...photos, expect.any(String)]);
    // Now the review is full (3): the retry of an upload that filled it is still answered with it.
    const last = await upload(review.id, sender, [WEBP, PNG]);
    expect(last.status).toBe(201);
    const again = await upload(review.id, sender, [WEBP, PNG]);
    expect(again.status).toBe(201);
    expect(((await again.json()) as ReviewView).photos).toHaveLength(3);
  });

  it("a photo id that is not the review's is a 404", async () => {
    const sender = userOf();
    const shipmentId = await delivered(sender, userOf());
    const review = await call(sender, submitReviewRpc, { shipmentId, ...ratings });
    expect((await photo(review.id, crypto.randomUUID(), sender)).status).toBe(404);
  });
});
