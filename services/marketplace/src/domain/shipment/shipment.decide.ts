import {
  type HandoffCodeKind,
  type ShipmentStatus,
  fileErrors,
  interestErrors,
  MAX_SHIPMENT_PHOTOS,
  shipmentErrors,
} from '@oneway/contracts';
import { afterWrongCode, lockedUntilAt } from '../handoff/code-attempts.js';
import {
  assertInterestTransition,
  findInterest,
  INTEREST_MESSAGE_MAX,
  pendingInterestOf,
  pendingInterests,
} from '../interest/interest.js';
import { incompatibilities } from '../matching/compatibility.js';
import type { MatchableTrip } from '../matching/matchable-trip.js';
import { repeatsCreate } from '../shared/repeated-create.js';
import type { ShipmentCommand, TrackingNote } from './shipment.commands.js';
import { validateShipmentListing } from './shipment-listing.js';
import { decideRelayStep } from './relay-handoff.decide.js';
import { shipmentRules as rule } from './shipment-rules.js';
import type { Shipment, ShipmentEvent, ShipmentState } from './shipment.state.js';

// 'completed': a claim within 48 hours of delivery, after the escrow was released to the traveler's pending balance.
const DISPUTABLE: readonly ShipmentStatus[] = [
  'matched',
  'picked_up',
  'in_transit',
  'arrived',
  'delivered',
  'completed',
];

/**
 * A create on an id already used (decision create-id-reuse-409): the same create retried (same
 * sender, a listing that normalises to the one the created event stored) appends nothing and
 * the caller gets the shipment; another listing is a conflict; another user gets not_found, as
 * for any shipment that is not theirs.
 */
function repeatedCreate(s: Shipment, command: Extract<ShipmentCommand, { type: 'create_shipment' }>): [] {
  if (s.senderId !== command.senderId) throw shipmentErrors.notFound();
  const stored = s.createdDetails;
  if (stored && repeatsCreate(validateShipmentListing, command.listing, stored, stored.earliestPickupDate)) return [];
  throw shipmentErrors.alreadyExists();
}

/**
 * Pure: the events a command causes on a shipment, or a DomainError and no events.
 * A wrong handoff code is not an error here: it is a fact (`handoff_code_failed`) that the
 * application records before telling the caller the code was wrong.
 */
export function decideShipment(command: ShipmentCommand, state: ShipmentState, now: Date): ShipmentEvent[] {
  if (command.type === 'create_shipment') {
    if (state.status !== 'absent') return repeatedCreate(state, command);
    const details = validateShipmentListing(command.listing, now);
    return [
      {
        type: 'marketplace.shipment.created',
        data: {
          shipmentId: command.shipmentId,
          senderId: command.senderId,
          trackingNumber: command.trackingNumber,
          fromLocation: details.fromLocation,
          toLocation: details.toLocation,
          paymentAmount: details.paymentAmount,
          currency: details.currency,
          details,
        },
      },
    ];
  }
  if (state.status === 'absent') throw shipmentErrors.notFound();
  const s = state;
  const ref = { shipmentId: s.shipmentId };

  switch (command.type) {
    case 'update_shipment': {
      requireSender(s, command.actorId);
      if (!rule.edit(s.status)) throw shipmentErrors.invalidTransition('edit', s.status);
      const details = validateShipmentListing(command.listing, now);
      if (
        s.escrow.status === 'held' &&
        s.details &&
        (details.paymentAmount !== s.details.paymentAmount || details.currency !== s.details.currency)
      ) {
        throw shipmentErrors.paymentLocked();
      }
      return [{ type: 'marketplace.shipment.updated', data: { ...ref, senderId: s.senderId, details } }];
    }

    // Photos of the package, before the traveler has it; ids already attached are not added
    // again (a retried attach changes nothing).
    case 'attach_photos': {
      requireSender(s, command.actorId);
      if (!rule.attachPhotos(s.status)) throw shipmentErrors.invalidTransition('attach photos', s.status);
      const have = s.photos ?? [];
      const added = [...new Set(command.photoIds)].filter((id) => !have.includes(id));
      if (added.length === 0) return [];
      if (have.length + added.length > MAX_SHIPMENT_PHOTOS) throw fileErrors.tooMany('photos', MAX_SHIPMENT_PHOTOS);
      return [
        { type: 'marketplace.shipment.photos_attached', data: { ...ref, senderId: s.senderId, photoIds: added } },
      ];
    }

    // Payments' facts are recorded, never refused; a redelivered fact changes nothing.
    case 'record_escrow_held':
      if (s.escrow.status === 'held' && s.escrow.paymentId === command.paymentId) return [];
      return [
        {
          type: 'marketplace.shipment.escrow_held',
          data: { ...ref, paymentId: command.paymentId, amount: command.amount, currency: command.currency },
        },
      ];
    case 'record_escrow_refunded':
      if (s.escrow.status === 'refunded' && s.escrow.paymentId === command.paymentId) return [];
      return [
        {
          type: 'marketplace.shipment.escrow_refunded',
          data: { ...ref, paymentId: command.paymentId, amount: command.amount, full: command.full },
        },
      ];
    case 'record_escrow_released':
      // Delivered, or a claim resolved in the traveler's favour.
      if ((s.status !== 'delivered' && s.status !== 'disputed') || !s.match) return [];
      return [
        {
          type: 'marketplace.shipment.completed',
          data: {
            ...ref,
            senderId: s.senderId,
            travelerId: s.match.travelerId,
            paymentId: command.paymentId,
            ...(command.travelerEarned === undefined ? {} : { travelerEarned: command.travelerEarned }),
          },
        },
      ];
    case 'record_escrow_frozen':
      if (!DISPUTABLE.includes(s.status)) return [];
      return [
        {
          type: 'marketplace.shipment.disputed',
          data: { ...ref, paymentId: command.paymentId, claimId: command.claimId },
        },
      ];

    case 'record_escrow_unfrozen':
      if (s.status !== 'disputed') return [];
      return [
        {
          type: 'marketplace.shipment.dispute_closed',
          data: { ...ref, claimId: command.claimId, resumedStatus: s.statusBeforeDispute ?? 'delivered' },
        },
      ];

    case 'express_interest': {
      if (!rule.expressInterest(s.status)) throw shipmentErrors.invalidTransition('show interest in', s.status);
      if (command.travelerId === s.senderId) {
        throw interestErrors.ownShipment();
      }
      if (s.interests[command.interestId]) throw interestErrors.alreadyExists();
      if (pendingInterestOf(s.interests, command.travelerId)) {
        throw interestErrors.alreadyPending();
      }
      const message = command.message.trim();
      if (message.length < 1 || message.length > INTEREST_MESSAGE_MAX) {
        throw interestErrors.invalidMessage(INTEREST_MESSAGE_MAX);
      }
      if (command.trip.travelerId !== command.travelerId) throw interestErrors.tripNotYours();
      requireCompatibleTrip(s, command.trip);
      return [
        {
          type: 'marketplace.shipment_interest.expressed',
          data: {
            interestId: command.interestId,
            ...ref,
            senderId: s.senderId,
            travelerId: command.travelerId,
            tripId: command.trip.tripId,
            message,
          },
        },
      ];
    }

    case 'withdraw_interest': {
      const interest = findInterest(s.interests, command.interestId);
      if (interest.travelerId !== command.actorId) throw interestErrors.notYours();
      if (interest.status !== 'pending') throw interestErrors.notPending(interest.status, 'withdrawn');
      assertInterestTransition(interest, 'withdrawn');
      return [
        {
          type: 'marketplace.shipment_interest.withdrawn',
          data: { interestId: interest.interestId, ...ref, travelerId: interest.travelerId },
        },
      ];
    }

    case 'reject_interest': {
      requireSender(s, command.actorId);
      const interest = findInterest(s.interests, command.interestId);
      assertInterestTransition(interest, 'rejected');
      return [
        {
          type: 'marketplace.shipment_interest.rejected',
          data: {
            interestId: interest.interestId,
            ...ref,
            travelerId: interest.travelerId,
            reason: 'rejected_by_sender',
          },
        },
      ];
    }

    case 'accept_interest': {
      requireSender(s, command.actorId);
      if (s.status !== 'pending') {
        if (s.match) throw shipmentErrors.alreadyMatched();
        throw shipmentErrors.invalidTransition('accept an interest on', s.status);
      }
      const interest = findInterest(s.interests, command.interestId);
      assertInterestTransition(interest, 'accepted');
      if (!rule.acceptInterest(s.status, s.escrow.status)) throw shipmentErrors.escrowNotHeld();
      if (command.trip.tripId !== interest.tripId) throw interestErrors.tripMismatch();
      requireCompatibleTrip(s, command.trip);
      const others = pendingInterests(s.interests).filter((i) => i.interestId !== interest.interestId);
      return [
        {
          type: 'marketplace.shipment_interest.accepted',
          data: {
            interestId: interest.interestId,
            ...ref,
            senderId: s.senderId,
            travelerId: interest.travelerId,
            tripId: interest.tripId,
          },
        },
        {
          type: 'marketplace.shipment.matched',
          data: {
            ...ref,
            senderId: s.senderId,
            travelerId: interest.travelerId,
            tripId: interest.tripId,
            interestId: interest.interestId,
            weightKg: s.details!.weightKg,
          },
        },
        ...others.map((o): ShipmentEvent => ({
          type: 'marketplace.shipment_interest.rejected',
          data: { interestId: o.interestId, ...ref, travelerId: o.travelerId, reason: 'another_interest_accepted' },
        })),
      ];
    }

    case 'confirm_pickup': {
      if (!rule.confirmPickup(s.status)) throw shipmentErrors.invalidTransition('confirm pickup of', s.status);
      requireSender(s, command.actorId);
      // The relay holds it: the handoff happens there (its release records the pickup).
      if (s.atOriginRelay) throw shipmentErrors.atRelay();
      const failed = checkCode(s, 'pickup', command.codeMatches, now);
      if (failed) return [failed];
      return [{ type: 'marketplace.shipment.picked_up', data: travelStep(s, command) }];
    }

    case 'mark_departed':
      if (!rule.markInTransit(s.status)) throw shipmentErrors.invalidTransition('start transit of', s.status);
      requireTraveler(s, command.actorId);
      return [{ type: 'marketplace.shipment.departed', data: travelStep(s, command) }];

    case 'mark_arrived':
      if (!rule.markArrived(s.status)) throw shipmentErrors.invalidTransition('mark arrived', s.status);
      requireTraveler(s, command.actorId);
      return [{ type: 'marketplace.shipment.arrived', data: travelStep(s, command) }];

    case 'confirm_delivery': {
      if (!rule.confirmDelivery(s.status)) throw shipmentErrors.invalidTransition('confirm delivery of', s.status);
      requireTraveler(s, command.actorId);
      const failed = checkCode(s, 'delivery', command.codeMatches, now);
      if (failed) return [failed];
      const step = travelStep(s, command);
      // Delivering straight from transit means the traveler reached the destination: the
      // timeline shows the arrival too.
      const arrived: ShipmentEvent[] =
        s.status === 'in_transit'
          ? [
              {
                type: 'marketplace.shipment.arrived',
                data: { ...step, location: step.location ?? s.details?.toLocation ?? null, notes: null },
              },
            ]
          : [];
      return [...arrived, { type: 'marketplace.shipment.delivered', data: step }];
    }

    case 'cancel_shipment': {
      requireSender(s, command.actorId);
      if (!rule.cancel(s.status)) throw shipmentErrors.invalidTransition('cancel', s.status);
      return [
        ...pendingInterests(s.interests).map((i): ShipmentEvent => ({
          type: 'marketplace.shipment_interest.rejected',
          data: { interestId: i.interestId, ...ref, travelerId: i.travelerId, reason: 'shipment_cancelled' },
        })),
        {
          type: 'marketplace.shipment.cancelled',
          data: {
            ...ref,
            senderId: s.senderId,
            travelerId: s.match?.travelerId ?? null,
            tripId: s.match?.tripId ?? null,
            reason: command.reason,
          },
        },
      ];
    }

    case 'cancel_match': {
      if (!rule.giveUp(s.status) || !s.match) throw shipmentErrors.invalidTransition('give up', s.status);
      requireTraveler(s, command.actorId);
      return [
        {
          type: 'marketplace.shipment.traveler_cancelled',
          data: {
            ...ref,
            senderId: s.senderId,
            travelerId: s.match.travelerId,
            tripId: s.match.tripId,
            interestId: s.match.interestId,
            reason: command.reason,
          },
        },
      ];
    }

    case 'verify_relay_code':
    case 'record_relay_drop_off':
    case 'record_relay_arrival':
    case 'record_relay_release':
      return decideRelayStep(command, s, now);

    default: {
      const never: never = command;
      return never;
    }
  }
}

function requireSender(s: Shipment, actorId: string): void {
  if (s.senderId !== actorId) throw shipmentErrors.notSender();
}

function requireTraveler(s: Shipment, actorId: string): void {
  if (s.match?.travelerId !== actorId) throw shipmentErrors.notTraveler();
}

function requireCompatibleTrip(s: Shipment, trip: MatchableTrip): void {
  if (trip.status !== 'active') throw interestErrors.tripNotActive();
  if (!s.details) throw shipmentErrors.incomplete();
  const reasons = incompatibilities(s.details, trip);
  if (reasons.length) {
    throw interestErrors.tripIncompatible(reasons);
  }
}

/** Null when the code may be used; the failure fact when it was wrong; throws while locked. */
export function checkCode(s: Shipment, kind: HandoffCodeKind, matches: boolean, now: Date): ShipmentEvent | null {
  const attempts = s.codeAttempts[kind];
  const lockedUntil = lockedUntilAt(attempts, now);
  if (lockedUntil) throw shipmentErrors.handoffCodeLocked(lockedUntil);
  if (matches) return null;
  const next = afterWrongCode(attempts, now);
  return {
    type: 'marketplace.shipment.handoff_code_failed',
    data: { shipmentId: s.shipmentId, kind, failedAttempts: next.failedAttempts, lockedUntil: next.lockedUntil },
  };
}

export function travelStep(s: Shipment, note: TrackingNote) {
  return {
    shipmentId: s.shipmentId,
    senderId: s.senderId,
    travelerId: s.match!.travelerId,
    location: note.location?.trim() || null,
    notes: note.notes?.trim() || null,
  };
}
