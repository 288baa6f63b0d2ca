import type { Actor } from '@oneway/contracts';
import { ids, NOW } from '../../../test/support/marketplace-fixtures.js';
import { deciderSpecification, stateAfter } from '../../../test/support/decider-specification.js';
import type { ReviewCommand, ReviewedShipment } from './review.commands.js';
import { reviewDecider } from './review.decider.js';
import type { ReviewInput } from './review-input.js';
import type { ReviewEvent } from './review.state.js';

const { given } = deciderSpecification(reviewDecider, NOW);
const R1 = 'c1c1c1c1-c1c1-4c1c-8c1c-c1c1c1c1c1c1';
const R2 = 'c2c2c2c2-c2c2-4c2c-8c2c-c2c2c2c2c2c2';
const stranger = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const deliveredAt = '2026-11-20T12:00:00.000Z';
const closesAt = '2026-11-27T12:00:00.000Z';
const delivered: ReviewedShipment = {
  shipmentId: ids.shipment,
  senderId: ids.sender,
  travelerId: ids.traveler,
  deliveredAt,
};
const admin: Actor = { userId: ids.admin, role: 'admin' };
const moderator: Actor = { userId: ids.admin, role: 'moderator' };
const support: Actor = { userId: ids.admin, role: 'support' };

const input = (o: Partial<ReviewInput> = {}): ReviewInput => ({
  overallRating: 5,
  communicationRating: 4,
  reliabilityRating: 5,
  ...o,
});
const submit = (actorId: string, o: Partial<ReviewInput> = {}, shipment = delivered, reviewId = R1): ReviewCommand => ({
  type: 'submit_review',
  reviewId,
  actorId,
  shipment,
  input: input(o),
});

const senderReview: ReviewEvent = {
  type: 'marketplace.review.submitted',
  data: {
    reviewId: R1,
    shipmentId: ids.shipment,
    fromUserId: ids.sender,
    toUserId: ids.traveler,
    reviewType: 'shipper_to_traveler',
    overallRating: 5,
    communicationRating: 4,
    reliabilityRating: 5,
    packageHandlingRating: null,
    accuracyRating: null,
    publicComment: null,
    privateComment: null,
    photos: [],
    deliveredAt,
    windowClosesAt: closesAt,
  },
};
const travelerReview: ReviewEvent = {
  type: 'marketplace.review.submitted',
  data: {
    ...senderReview.data,
    reviewId: R2,
    fromUserId: ids.traveler,
    toUserId: ids.sender,
    reviewType: 'traveler_to_shipper',
    overallRating: 3,
  } as Extract<ReviewEvent, { type: 'marketplace.review.submitted' }>['data'],
};
const senderPublished = (reason: 'both_submitted' | 'window_closed'): ReviewEvent => ({
  type: 'marketplace.review.published',
  data: {
    shipmentId: ids.shipment,
    reason,
    reviews: [
      {
        reviewId: R1,
        fromUserId: ids.sender,
        toUserId: ids.traveler,
        reviewType: 'shipper_to_traveler',
        overallRating: 5,
      },
    ],
  },
});

describe('§5 who may review and when', () => {
  it('the sender reviews the traveler of a delivered shipment (shipper_to_traveler)', () => {
    given().when(submit(ids.sender)).then([senderReview]);
  });
  it('the traveler reviews the sender (traveler_to_shipper)', () => {
    const [e] = given()
      .when(submit(ids.traveler, { overallRating: 3 }, delivered, R2))
      .thenEvents();
    expect(e).toEqual(travelerReview);
  });
  it('someone who was not a party to the shipment cannot review it (not found, nothing written)', () => {
    given().when(submit(stranger)).thenThrows('REVIEW.NOT_A_PARTY', 'not_found');
  });
  it('no review before delivery', () => {
    given()
      .when(submit(ids.sender, {}, { ...delivered, deliveredAt: null }))
      .thenThrows('REVIEW.NOT_DELIVERED', 'conflict');
  });
  it('each party reviews once: a second review is refused', () => {
    given(senderReview)
      .when(submit(ids.sender, {}, delivered, R2))
      .thenThrows('REVIEW.ALREADY_SUBMITTED', 'conflict');
  });
  it('the window closes 7 days after delivery: no review can be written after it', () => {
    given().when(submit(ids.sender), new Date(closesAt)).thenThrows('REVIEW.WINDOW_CLOSED', 'conflict');
    given()
      .when(submit(ids.sender), new Date(Date.parse(closesAt) - 1))
      .then([senderReview]);
  });
});

describe('§5 ratings and comments', () => {
  it.each([0, 6, 4.5, Number.NaN])('overall, communication and reliability ratings are 1 to 5 (refuses %p)', (bad) => {
    for (const field of ['overallRating', 'communicationRating', 'reliabilityRating'] as const) {
      const err = given()
        .when(submit(ids.sender, { [field]: bad }))
        .thenThrows('REVIEW.INVALID', 'validation');
      expect(err.fieldErrors.map((f) => f.field)).toEqual([field]);
    }
  });
  it('overall, communication and reliability ratings are required', () => {
    const err = given()
      .when(
        submit(ids.sender, {
          overallRating: undefined as unknown as number,
          reliabilityRating: undefined as unknown as number,
        }),
      )
      .thenThrows('REVIEW.INVALID', 'validation');
    expect(err.fieldErrors.map((f) => f.field)).toEqual(['overallRating', 'reliabilityRating']);
  });
  it('package handling and accuracy ratings are optional, 1 to 5 when given', () => {
    const [e] = given()
      .when(submit(ids.sender, { packageHandlingRating: 1, accuracyRating: 5 }))
      .thenEvents();
    expect(e!.data).toMatchObject({ packageHandlingRating: 1, accuracyRating: 5 });
    const err = given()
      .when(submit(ids.sender, { packageHandlingRating: 0, accuracyRating: 6 }))
      .thenThrows('REVIEW.INVALID');
    expect(err.fieldErrors.map((f) => f.field)).toEqual(['packageHandlingRating', 'accuracyRating']);
  });
  it('a public comment is optional, 3 to 1,000 characters', () => {
    for (const ok of ['Top', 'x'.repeat(1000)]) {
      const [e] = given()
        .when(submit(ids.sender, { publicComment: ok }))
        .thenEvents();
      expect(e!.data).toMatchObject({ publicComment: ok });
    }
    for (const bad of ['ab', 'x'.repeat(1001)]) {
      const err = given()
        .when(submit(ids.sender, { publicComment: bad }))
        .thenThrows('REVIEW.INVALID');
      expect(err.fieldErrors).toEqual([
        { field: 'publicComment', message: 'The public comment must be 3 to 1,000 characters' },
      ]);
    }
  });
  it('a private comment is optional, at most 1,000 characters', () => {
    const [e] = given()
      .when(submit(ids.sender, { privateComment: 'x'.repeat(1000) }))
      .thenEvents();
    expect(e!.data).toMatchObject({ privateComment: 'x'.repeat(1000) });
    given()
      .when(submit(ids.sender, { privateComment: 'x'.repeat(1001) }))
      .thenThrows('REVIEW.INVALID');
  });
  it('photos are optional and never named by URL: they are uploaded once the review is sent', () => {
    given()
      .when(submit(ids.sender, { photos: ['https://cdn.example/p.jpg'] }))
      .thenThrows('REVIEW.INVALID');
  });
});

describe('§5 review photos (up to 3, uploaded by the author within the window)', () => {
  const P = ['e1e1e1e1-e1e1-4e1e-8e1e-e1e1e1e1e1e1', 'e2e2e2e2-e2e2-4e2e-8e2e-e2e2e2e2e2e2'];
  const P3 = 'e3e3e3e3-e3e3-4e3e-8e3e-e3e3e3e3e3e3';
  const P4 = 'e4e4e4e4-e4e4-4e4e-8e4e-e4e4e4e4e4e4';
  const attach = (actorId: string, photoIds: string[], reviewId = R1): ReviewCommand => ({
    type: 'attach_review_photos',
    reviewId,
    actorId,
    photoIds,
  });
  const attached = (photoIds: string[]): ReviewEvent => ({
    type: 'marketplace.review.photos_attached',
    data: { reviewId: R1, shipmentId: senderReview.data.shipmentId, photoIds },
  });
  it('the author attaches photos to their review', () => {
    given(senderReview)
      .when(attach(ids.sender, P))
      .then([attached(P)]);
  });
  it('at most 3 photos in all, naming the photos field', () => {
    given(senderReview, attached(P))
      .when(attach(ids.sender, [P3, P4]))
      .thenThrows('REVIEW.INVALID', 'validation');
    given(senderReview, attached(P))
      .when(attach(ids.sender, [P3]))
      .then([attached([P3])]);
  });
  it('a retried attach adds nothing: ids already attached are left out, a repeated id is one photo', () => {
    given(senderReview, attached(P)).when(attach(ids.sender, P)).then([]);
    given(senderReview, attached(P), attached([P3]))
      .when(attach(ids.sender, [...P, P3]))
      .then([]);
    given(senderReview, attached(P))
      .when(attach(ids.sender, [P[0]!, P3, P3]))
      .then([attached([P3])]);
  });
  it('only the author adds photos; the reviewed party cannot', () => {
    given(senderReview).when(attach(ids.traveler, P)).thenThrows('REVIEW.NOT_AUTHOR', 'forbidden');
  });
  it('no photos once the review window has closed', () => {
    const late = deciderSpecification(reviewDecider, new Date(Date.parse(closesAt) + 1000));
    late.given(senderReview).when(attach(ids.sender, P)).thenThrows('REVIEW.WINDOW_CLOSED', 'conflict');
  });
  it('photos for a review that does not exist: not found', () => {
    given(senderReview)
      .when(attach(ids.sender, P, R2))
      .thenThrows('REVIEW.NOT_FOUND', 'not_found');
  });
});

describe('§5 blind reviews', () => {
  it('the first review stays unpublished: neither party sees the other’s review yet', () => {
    expect(stateAfter(reviewDecider, senderReview).reviews.shipper_to_traveler).toMatchObject({ published: false });
  });
  it('when the second review is in, both are published together', () => {
    const events = given(senderReview)
      .when(submit(ids.traveler, { overallRating: 3 }, delivered, R2))
      .thenEvents();
    expect(events).toEqual([
      travelerReview,
      {
        type: 'marketplace.review.published',
        data: {
          shipmentId: ids.shipment,
          reason: 'both_submitted',
          reviews: [
            {
              reviewId: R1,
              fromUserId: ids.sender,
              toUserId: ids.traveler,
              reviewType: 'shipper_to_traveler',
              overallRating: 5,
            },
            {
              reviewId: R2,
              fromUserId: ids.traveler,
              toUserId: ids.sender,
              reviewType: 'traveler_to_shipper',
              overallRating: 3,
            },
          ],
        },
      },
    ]);
  });
  it('the deadline job publishes what is in when the window closes', () => {
    given(senderReview)
      .when({ type: 'close_window' }, new Date(closesAt))
      .then([senderPublished('window_closed')]);
  });
  it('the deadline job does nothing before the deadline, nor twice', () => {
    given(senderReview)
      .when({ type: 'close_window' }, new Date(Date.parse(closesAt) - 1000))
      .then([]);
    given(senderReview, senderPublished('window_closed')).when({ type: 'close_window' }, new Date(closesAt)).then([]);
    given().when({ type: 'close_window' }).then([]);
  });
});

describe('reporting and moderation', () => {
  const live = [senderReview, senderPublished('window_closed')];
  const hidden: ReviewEvent = {
    type: 'marketplace.review.hidden',
    data: {
      reviewId: R1,
      shipmentId: ids.shipment,
      toUserId: ids.traveler,
      overallRating: 5,
      staffId: ids.admin,
      notes: 'Abusive',
    },
  };
  it('any user can report a published review, once (a repeat changes nothing)', () => {
    given(...live)
      .when({ type: 'report_review', reviewId: R1, reporterId: stranger, reason: 'Spam' })
      .then([
        {
          type: 'marketplace.review.reported',
          data: { reviewId: R1, shipmentId: ids.shipment, reporterId: stranger, reason: 'Spam' },
        },
      ]);
    const reported: ReviewEvent = {
      type: 'marketplace.review.reported',
      data: { reviewId: R1, shipmentId: ids.shipment, reporterId: stranger, reason: 'Spam' },
    };
    given(...live, reported)
      .when({ type: 'report_review', reviewId: R1, reporterId: stranger, reason: 'x' })
      .then([]);
  });
  it('an unpublished (blind) review cannot be reported: not found', () => {
    given(senderReview)
      .when({ type: 'report_review', reviewId: R1, reporterId: stranger, reason: null })
      .thenThrows('REVIEW.NOT_FOUND', 'not_found');
  });
  it('an admin or moderator hides a review with notes, and restores it', () => {
    given(...live)
      .when({ type: 'hide_review', reviewId: R1, actor: moderator, notes: ' Abusive ' })
      .then([hidden]);
    given(...live, hidden)
      .when({ type: 'restore_review', reviewId: R1, actor: admin, notes: 'Appeal accepted' })
      .then([{ type: 'marketplace.review.restored', data: { ...hidden.data, notes: 'Appeal accepted' } }]);
  });
  it('only an admin or moderator moderates reviews', () => {
    given(...live)
      .when({ type: 'hide_review', reviewId: R1, actor: support, notes: 'x' })
      .thenThrows('REVIEW.STAFF_ONLY', 'forbidden');
  });
  it('notes are required; hiding a hidden review or restoring a visible one is a conflict', () => {
    given(...live)
      .when({ type: 'hide_review', reviewId: R1, actor: admin, notes: '  ' })
      .thenThrows('REVIEW.INVALID');
    given(...live, hidden)
      .when({ type: 'hide_review', reviewId: R1, actor: admin, notes: 'again' })
      .thenThrows('REVIEW.INVALID_MODERATION', 'conflict');
    given(...live)
      .when({ type: 'restore_review', reviewId: R1, actor: admin, notes: 'x' })
      .thenThrows('REVIEW.INVALID_MODERATION', 'conflict');
  });
});
