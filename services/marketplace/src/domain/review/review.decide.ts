import { can, REVIEW_LIMITS, type ReviewType, reviewErrors } from '@oneway/contracts';
import type { ReviewCommand, ReviewedShipment } from './review.commands.js';
import { validateReview } from './review-input.js';
import { type ReviewEntry, type ReviewEvent, reviewById, type ShipmentReviews } from './review.state.js';

const DAY_MS = 86_400_000;

/** The window closes `windowDays` after delivery. */
export function windowClosesAt(deliveredAt: string): string {
  return new Date(Date.parse(deliveredAt) + REVIEW_LIMITS.windowDays * DAY_MS).toISOString();
}

/** Which direction the caller writes, or null when they were not a party. */
export function reviewDirection(
  shipment: ReviewedShipment,
  actorId: string,
): { reviewType: ReviewType; toUserId: string } | null {
  if (!shipment.travelerId) return null;
  if (actorId === shipment.senderId) return { reviewType: 'shipper_to_traveler', toUserId: shipment.travelerId };
  if (actorId === shipment.travelerId) return { reviewType: 'traveler_to_shipper', toUserId: shipment.senderId };
  return null;
}

const published = (shipmentId: string, reason: 'both_submitted' | 'window_closed', entries: ReviewEntry[]) =>
  ({
    type: 'marketplace.review.published',
    data: {
      shipmentId,
      reason,
      reviews: entries.map((r) => ({
        reviewId: r.reviewId,
        fromUserId: r.fromUserId,
        toUserId: r.toUserId,
        reviewType: r.reviewType,
        overallRating: r.overallRating,
      })),
    },
  }) as const satisfies ReviewEvent;

export function decideReviews(command: ReviewCommand, state: ShipmentReviews, now: Date): ReviewEvent[] {
  switch (command.type) {
    case 'submit_review': {
      const { shipment } = command;
      const direction = reviewDirection(shipment, command.actorId);
      if (!direction) {
        // The sender of a shipment nobody carried yet simply cannot review yet.
        throw command.actorId === shipment.senderId ? reviewErrors.notDelivered() : reviewErrors.notAParty();
      }
      if (!shipment.deliveredAt) throw reviewErrors.notDelivered();
      const closesAt = windowClosesAt(shipment.deliveredAt);
      if (now.getTime() >= Date.parse(closesAt)) throw reviewErrors.windowClosed();
      if (state.reviews[direction.reviewType]) throw reviewErrors.alreadySubmitted();
      const checked = validateReview(command.input);
      if ('errors' in checked) throw reviewErrors.invalid(checked.errors);
      const submitted = {
        type: 'marketplace.review.submitted',
        data: {
          reviewId: command.reviewId,
          shipmentId: shipment.shipmentId,
          fromUserId: command.actorId,
          toUserId: direction.toUserId,
          reviewType: direction.reviewType,
          ...checked.value,
          deliveredAt: new Date(shipment.deliveredAt).toISOString(),
          windowClosesAt: closesAt,
        },
      } as const satisfies ReviewEvent;
      const other =
        state.reviews[direction.reviewType === 'shipper_to_traveler' ? 'traveler_to_shipper' : 'shipper_to_traveler'];
      if (!other) return [submitted];
      // Blind: both are in, so both become visible together.
      const mine: ReviewEntry = {
        reviewId: command.reviewId,
        fromUserId: command.actorId,
        toUserId: direction.toUserId,
        reviewType: direction.reviewType,
        overallRating: checked.value.overallRating,
        published: false,
        hidden: false,
        reporters: [],
        photos: [],
      };
      return [
        submitted,
        published(
          shipment.shipmentId,
          'both_submitted',
          [other, mine].filter((r) => !r.published),
        ),
      ];
    }
    case 'close_window': {
      if (!state.shipmentId || !state.windowClosesAt) return [];
      if (now.getTime() < Date.parse(state.windowClosesAt)) return [];
      const unpublished = Object.values(state.reviews).filter((r) => !r.published);
      return unpublished.length ? [published(state.shipmentId, 'window_closed', unpublished)] : [];
    }
    case 'attach_review_photos': {
      const r = reviewById(state, command.reviewId);
      if (!r || !state.shipmentId || !state.windowClosesAt) throw reviewErrors.notFound();
      if (r.fromUserId !== command.actorId) throw reviewErrors.notAuthor();
      // Photos belong to the writing of the review: once the window closes it is final.
      if (now.getTime() >= Date.parse(state.windowClosesAt)) throw reviewErrors.windowClosed();
      // Ids already attached are not added again: a retried upload changes nothing.
      const added = [...new Set(command.photoIds)].filter((id) => !r.photos.includes(id));
      if (!added.length) return [];
      if (r.photos.length + added.length > REVIEW_LIMITS.photosMax)
        throw reviewErrors.invalid([
          { field: 'photos', message: `A review can carry at most ${REVIEW_LIMITS.photosMax} photos` },
        ]);
      return [
        {
          type: 'marketplace.review.photos_attached',
          data: { reviewId: r.reviewId, shipmentId: state.shipmentId, photoIds: added },
        },
      ];
    }
    case 'report_review': {
      const r = reviewById(state, command.reviewId);
      // Only a published review can be seen, so only it can be reported.
      if (!r || !r.published || !state.shipmentId) throw reviewErrors.notFound();
      if (r.reporters.includes(command.reporterId)) return [];
      return [
        {
          type: 'marketplace.review.reported',
          data: {
            reviewId: r.reviewId,
            shipmentId: state.shipmentId,
            reporterId: command.reporterId,
            reason: command.reason?.trim() || 'No reason given',
          },
        },
      ];
    }
    case 'hide_review':
    case 'restore_review': {
      // The roles matrix (decision ops-staff-roles): admin and moderator.
      if (!can(command.actor.role, 'reviews.moderate')) throw reviewErrors.staffOnly();
      const r = reviewById(state, command.reviewId);
      if (!r || !state.shipmentId) throw reviewErrors.notFound();
      const hide = command.type === 'hide_review';
      if (!r.published) throw reviewErrors.invalidModeration(hide ? 'hide' : 'restore', 'not published yet');
      if (hide === r.hidden)
        throw reviewErrors.invalidModeration(hide ? 'hide' : 'restore', r.hidden ? 'hidden' : 'visible');
      const notes = command.notes.trim();
      if (!notes) throw reviewErrors.invalid([{ field: 'notes', message: 'Notes are required' }]);
      const data = {
        reviewId: r.reviewId,
        shipmentId: state.shipmentId,
        toUserId: r.toUserId,
        overallRating: r.overallRating,
        staffId: command.actor.userId,
        notes,
      };
      return [hide ? { type: 'marketplace.review.hidden', data } : { type: 'marketplace.review.restored', data }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}
