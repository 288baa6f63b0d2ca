import {
  CLAIM_DESCRIPTION_MIN,
  CLAIM_PHOTOS_MAX,
  CLAIM_TEXT_MAX,
  CLAIM_WINDOW_HOURS,
  claimErrors,
} from '@oneway/contracts';
import type { ClaimCommand } from './claim.commands.js';
import type { ClaimEvent, ClaimState } from './claim.state.js';

const HOUR_MS = 3_600_000;
/** A traveler carried it and the sender paid: these statuses can be claimed on. */
const CLAIMABLE = ['picked_up', 'in_transit', 'arrived', 'delivered', 'completed'];
const NEEDS_DELIVERY = ['damaged', 'not_as_described'];

function checkText(text: string, error: (min: number, max: number) => Error, min: number): string {
  const t = text.trim();
  const n = [...t].length;
  if (n < min || n > CLAIM_TEXT_MAX) throw error(min, CLAIM_TEXT_MAX);
  return t;
}

/** The day after the latest delivery date, 00:00 UTC: from then on the package is late. */
const lateFrom = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 24 * HOUR_MS);

export function decideClaim(command: ClaimCommand, state: ClaimState): ClaimEvent[] {
  switch (command.type) {
    case 'file_claim': {
      const s = command.shipment;
      // Someone else's shipment: refused before anything about it is said.
      if (!s.exists || s.senderId !== command.claimantId) throw claimErrors.notYourShipment();
      if (state.filed) {
        if (state.claimId === command.claimId && state.description === command.description.trim()) return [];
        throw claimErrors.alreadyFiled();
      }
      if (!CLAIMABLE.includes(s.status) || !s.travelerId || !s.paid) throw claimErrors.notClaimable(s.status);
      const description = checkText(command.description, claimErrors.descriptionInvalid, CLAIM_DESCRIPTION_MIN);
      if (command.photoKeys.length > CLAIM_PHOTOS_MAX) throw claimErrors.tooManyPhotos(CLAIM_PHOTOS_MAX);
      if (s.deliveredAt) {
        if (command.now.getTime() > s.deliveredAt.getTime() + CLAIM_WINDOW_HOURS * HOUR_MS)
          throw claimErrors.windowClosed(CLAIM_WINDOW_HOURS);
      } else {
        if (NEEDS_DELIVERY.includes(command.claimType)) throw claimErrors.needsDelivery();
        if (s.latestDeliveryDate && command.now < lateFrom(s.latestDeliveryDate))
          throw claimErrors.tooEarly(s.latestDeliveryDate);
      }
      return [
        {
          type: 'marketplace.claim.filed',
          data: {
            claimId: command.claimId,
            shipmentId: command.shipmentId,
            senderId: s.senderId,
            travelerId: s.travelerId,
            claimType: command.claimType,
            description,
            photoKeys: command.photoKeys,
            deliveredAt: s.deliveredAt?.toISOString() ?? null,
            insuredValue: s.insuredValue,
          },
        },
      ];
    }
    case 'answer_claim': {
      if (!state.filed || state.claimId !== command.claimId) throw claimErrors.notFound();
      if (state.travelerId !== command.travelerId) throw claimErrors.notTraveler();
      if (state.status === 'resolved') throw claimErrors.alreadyResolved();
      if (state.answered) throw claimErrors.alreadyAnswered();
      const statement = checkText(command.statement, claimErrors.statementInvalid, CLAIM_DESCRIPTION_MIN);
      if (command.photoKeys.length > CLAIM_PHOTOS_MAX) throw claimErrors.tooManyPhotos(CLAIM_PHOTOS_MAX);
      return [
        {
          type: 'marketplace.claim.answered',
          data: {
            claimId: state.claimId,
            shipmentId: state.shipmentId,
            senderId: state.senderId,
            travelerId: state.travelerId,
            statement,
            photoKeys: command.photoKeys,
          },
        },
      ];
    }
    case 'record_settlement': {
      // Payments' fact: recorded once, never refused.
      if (!state.filed || state.status === 'resolved') return [];
      const { type: _t, claimId: _c, ...settlement } = command;
      return [
        {
          type: 'marketplace.claim.resolved',
          data: {
            claimId: state.claimId,
            shipmentId: state.shipmentId,
            senderId: state.senderId,
            travelerId: state.travelerId,
            ...settlement,
          },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}
