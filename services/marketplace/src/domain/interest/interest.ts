import {
  INTEREST_MESSAGE_MAX,
  type EventOf,
  type InterestStatus,
  shipmentInterestAcceptedV1,
  shipmentInterestExpressedV1,
  shipmentInterestRejectedV1,
  shipmentInterestWithdrawnV1,
  interestErrors,
} from '@oneway/contracts';

// One traveler's interest in one shipment: pending → accepted | rejected | withdrawn.
// Interests live inside the shipment aggregate (their events are in the shipment's stream),
// so "one pending interest per traveler" and "exactly one accepted" are decided against one
// consistent state. This module holds the interest's own state machine.

export type InterestEvent =
  | EventOf<typeof shipmentInterestExpressedV1>
  | EventOf<typeof shipmentInterestWithdrawnV1>
  | EventOf<typeof shipmentInterestRejectedV1>
  | EventOf<typeof shipmentInterestAcceptedV1>;

export interface Interest {
  interestId: string;
  travelerId: string;
  tripId: string;
  status: InterestStatus;
}

export type Interests = Readonly<Record<string, Interest>>;

export { INTEREST_MESSAGE_MAX };

/**
 * Allowed moves. `accepted → withdrawn` is the matched traveler giving the shipment up
 * before pickup (the shipment is listed again and they may show interest anew).
 */
const TRANSITIONS: Record<InterestStatus, readonly InterestStatus[]> = {
  pending: ['accepted', 'rejected', 'withdrawn'],
  accepted: ['withdrawn'],
  rejected: [],
  withdrawn: [],
};

export function evolveInterests(interests: Interests, event: InterestEvent): Interests {
  const d = event.data;
  switch (event.type) {
    case 'marketplace.shipment_interest.expressed':
      return {
        ...interests,
        [d.interestId]: {
          interestId: d.interestId,
          travelerId: d.travelerId,
          tripId: event.data.tripId,
          status: 'pending',
        },
      };
    case 'marketplace.shipment_interest.withdrawn':
      return withStatus(interests, d.interestId, 'withdrawn');
    case 'marketplace.shipment_interest.rejected':
      return withStatus(interests, d.interestId, 'rejected');
    case 'marketplace.shipment_interest.accepted':
      return withStatus(interests, d.interestId, 'accepted');
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function withStatus(interests: Interests, interestId: string, status: InterestStatus): Interests {
  const current = interests[interestId];
  return current ? { ...interests, [interestId]: { ...current, status } } : interests;
}

export function findInterest(interests: Interests, interestId: string): Interest {
  const interest = interests[interestId];
  if (!interest) throw interestErrors.notFound();
  return interest;
}

/** Whether the state machine allows an interest in `from` to move to `to`. */
export const interestMayMove = (from: InterestStatus, to: InterestStatus) => TRANSITIONS[from].includes(to);

/** Refuses a move the state machine does not allow, naming both states. */
export function assertInterestTransition(interest: Interest, to: InterestStatus): void {
  if (interestMayMove(interest.status, to)) return;
  throw interest.status === 'pending'
    ? interestErrors.invalidTransition(interest.status, to)
    : interestErrors.notPending(interest.status, to);
}

export function pendingInterests(interests: Interests): Interest[] {
  return Object.values(interests).filter((i) => i.status === 'pending');
}

export function pendingInterestOf(interests: Interests, travelerId: string): Interest | undefined {
  return pendingInterests(interests).find((i) => i.travelerId === travelerId);
}
