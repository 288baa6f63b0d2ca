import {
  adminListReviewsRpc,
  hideReviewRpc,
  reportReviewRpc,
  restoreReviewRpc,
  shipmentReviewsRpc,
  submitReviewRpc,
  travelerProfileRpc,
  userReviewsRpc,
} from '@oneway/contracts';
import { eventually } from '@oneway/testing';
import type { MarketplaceDeps } from '../src/application/marketplace-deps.js';
import { MARKETPLACE_DEPS } from '../src/application/marketplace-deps.js';
import type { ReviewWindowQueue } from '../src/infrastructure/jobs/review-window-queue.js';
import { userOf } from './support/marketplace-e2e.js';
import { marketplaceSuite } from './support/marketplace-suite.js';
import { shipmentBetween } from './support/shipment-between.js';

// Spec §5 reviews over RPC against Postgres, NATS and the BullMQ deadline worker on Redis.

describe('reviews and ratings over RPC', () => {
  const suite = marketplaceSuite('marketplace_reviews');
  const { call } = suite;
  const admin = userOf('admin');
  const moderator = userOf('moderator');
  const stranger = userOf();

  const ratings = { overallRating: 5, communicationRating: 4, reliabilityRating: 5 };

  it('both parties review a delivered shipment; blind until both are in; the traveler’s rating counts it to one decimal', async () => {
    const sender = userOf();
    const traveler = userOf();
    const shipmentId = await shipmentBetween(suite, sender, traveler);

    const mine = await call(sender, submitReviewRpc, {
      shipmentId,
      ...ratings,
      publicComment: 'Careful and on time',
      privateComment: 'Reply to messages a bit faster next time',
    });
    expect(mine).toMatchObject({ reviewType: 'shipper_to_traveler', toUserId: traveler.userId, visible: false });

    // Blind: the traveler knows a review is waiting, but cannot read it; it does not count yet.
    const travelerView = await call(traveler, shipmentReviewsRpc, { shipmentId });
    expect(travelerView).toMatchObject({ canReview: true, theirs: null, theirsPending: true });
    expect((await call(stranger, travelerProfileRpc, { userId: traveler.userId })).rating).toBeNull();
    expect((await call(stranger, userReviewsRpc, { userId: traveler.userId })).items).toEqual([]);

    await call(traveler, submitReviewRpc, {
      shipmentId,
      overallRating: 4,
      communicationRating: 4,
      reliabilityRating: 4,
    });

    const afterBoth = await call(traveler, shipmentReviewsRpc, { shipmentId });
    expect(afterBoth).toMatchObject({ canReview: false, reason: 'already_submitted', theirsPending: false });
    expect(afterBoth.theirs).toMatchObject({
      publicComment: 'Careful and on time',
      privateComment: 'Reply to messages a bit faster next time',
      visible: true,
    });
    // The private comment is for the reviewed user (and staff) only.
    const publicList = await call(stranger, userReviewsRpc, { userId: traveler.userId });
    expect(publicList.items).toHaveLength(1);
    expect(publicList.items[0]).toMatchObject({ publicComment: 'Careful and on time', privateComment: null });
    expect(publicList.rating).toEqual({ average: 5, count: 1 });
    expect(await call(stranger, travelerProfileRpc, { userId: traveler.userId })).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });

    // A second shipment rated 4 by the same traveler's other sender: the average is 4.5.
    const sender2 = userOf();
    const second = await shipmentBetween(suite, sender2, traveler);
    await call(sender2, submitReviewRpc, {
      shipmentId: second,
      overallRating: 4,
      communicationRating: 4,
      reliabilityRating: 4,
    });
    await call(traveler, submitReviewRpc, { shipmentId: second, ...ratings });
    expect(await call(stranger, travelerProfileRpc, { userId: traveler.userId })).toMatchObject({
      rating: 4.5,
      reviewCount: 2,
    });
  });

  it('bad input is a clear 4xx and stores nothing: a stranger, before delivery, twice, out-of-range ratings, 2 or 1,001 characters', async () => {
    const sender = userOf();
    const traveler = userOf();
    const early = await shipmentBetween(suite, sender, traveler, 'matched');
    await expect(call(sender, submitReviewRpc, { shipmentId: early, ...ratings })).rejects.toMatchObject({
      code: 'REVIEW.NOT_DELIVERED',
      kind: 'conflict',
    });
    const shipmentId = await shipmentBetween(suite, sender, traveler);
    await expect(call(stranger, submitReviewRpc, { shipmentId, ...ratings })).rejects.toMatchObject({
      code: 'REVIEW.NOT_A_PARTY',
      kind: 'not_found',
    });
    await expect(call(stranger, shipmentReviewsRpc, { shipmentId })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(
      call(sender, submitReviewRpc, { shipmentId, ...ratings, overallRating: 6, publicComment: 'ab' }),
    ).rejects.toMatchObject({
      code: 'REVIEW.INVALID',
      kind: 'validation',
      fieldErrors: [
        { field: 'overallRating', message: 'Overall rating must be a whole number from 1 to 5' },
        { field: 'publicComment', message: 'The public comment must be 3 to 1,000 characters' },
      ],
    });
    await expect(
      call(sender, submitReviewRpc, { shipmentId, ...ratings, publicComment: 'x'.repeat(1001) }),
    ).rejects.toMatchObject({ code: 'REVIEW.INVALID' });
    expect((await call(sender, shipmentReviewsRpc, { shipmentId })).mine).toBeNull();

    await call(sender, submitReviewRpc, { shipmentId, ...ratings });
    await expect(call(sender, submitReviewRpc, { shipmentId, ...ratings })).rejects.toMatchObject({
      code: 'REVIEW.ALREADY_SUBMITTED',
      kind: 'conflict',
    });
  });

  it('the BullMQ deadline job publishes a lone review when the window closes', async () => {
    const sender = userOf();
    const traveler = userOf();
    const shipmentId = await shipmentBetween(suite, sender, traveler);
    await call(sender, submitReviewRpc, { shipmentId, ...ratings, publicComment: 'Great traveler' });
    expect((await call(traveler, shipmentReviewsRpc, { shipmentId })).theirsPending).toBe(true);

    // The job is queued for day 7; the operator's "run now" fires it at its deadline.
    const deps = suite.service.app.get<MarketplaceDeps>(MARKETPLACE_DEPS);
    await (deps.reviewWindow as ReviewWindowQueue).runNow(shipmentId);
    await eventually(async () =>
      expect((await call(traveler, shipmentReviewsRpc, { shipmentId })).theirs).toMatchObject({
        publicComment: 'Great traveler',
        visible: true,
      }),
    );
    expect((await call(stranger, travelerProfileRpc, { userId: traveler.userId })).rating).toBe(5);
  });

  it('anyone reports a review; staff hide it with notes (it stops counting) and restore it', async () => {
    const sender = userOf();
    const traveler = userOf();
    const shipmentId = await shipmentBetween(suite, sender, traveler);
    const review = await call(sender, submitReviewRpc, { shipmentId, ...ratings, publicComment: 'Rude person' });
    await call(traveler, submitReviewRpc, { shipmentId, ...ratings });

    await call(stranger, reportReviewRpc, { reviewId: review.id, reason: 'Insulting' });
    await call(stranger, reportReviewRpc, { reviewId: review.id, reason: 'Insulting' });
    await call(traveler, reportReviewRpc, { reviewId: review.id, reason: 'Not what happened' });
    // The moderators read who reported it and why, oldest first, in the API's time form.
    const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    const queue = await call(moderator, adminListReviewsRpc, {});
    expect(queue.items.find((r) => r.id === review.id)).toMatchObject({
      reportedCount: 2,
      reports: [
        { reporterId: stranger.userId, reason: 'Insulting', reportedAt: expect.stringMatching(ISO_TIME) },
        { reporterId: traveler.userId, reason: 'Not what happened', reportedAt: expect.stringMatching(ISO_TIME) },
      ],
    });
    await expect(call(stranger, adminListReviewsRpc, {})).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(call(stranger, hideReviewRpc, { reviewId: review.id, notes: 'x' })).rejects.toMatchObject({
      kind: 'forbidden',
    });

    const hidden = await call(moderator, hideReviewRpc, { reviewId: review.id, notes: 'Insulting language' });
    expect(hidden).toMatchObject({ status: 'hidden', adminNotes: 'Insulting language' });
    expect((await call(stranger, userReviewsRpc, { userId: traveler.userId })).items).toEqual([]);
    expect((await call(stranger, travelerProfileRpc, { userId: traveler.userId })).rating).toBeNull();
    await expect(call(moderator, hideReviewRpc, { reviewId: review.id, notes: 'again' })).rejects.toMatchObject({
      code: 'REVIEW.INVALID_MODERATION',
    });

    await call(admin, restoreReviewRpc, { reviewId: review.id, notes: 'Appeal accepted' });
    // Each staff action is in the admin audit log, committed with its event.
    const { rows: audit } = await suite.service.ctx.pool.query(
      `SELECT admin_user_id, admin_role, action, details FROM admin_audit_logs WHERE entity_id = $1 ORDER BY created_at`,
      [review.id],
    );
    expect(audit).toEqual([
      {
        admin_user_id: moderator.userId,
        admin_role: 'moderator',
        action: 'review.hidden',
        details: { notes: 'Insulting language' },
      },
      {
        admin_user_id: admin.userId,
        admin_role: 'admin',
        action: 'review.restored',
        details: { notes: 'Appeal accepted' },
      },
    ]);
    expect((await call(stranger, travelerProfileRpc, { userId: traveler.userId })).rating).toBe(5);
  });
});
