import type { ClaimStatus, EventOf, claimAnsweredV1, claimFiledV1, claimResolvedV1 } from '@oneway/contracts';

export type ClaimEvent =
  EventOf<typeof claimFiledV1> | EventOf<typeof claimAnsweredV1> | EventOf<typeof claimResolvedV1>;

export type ClaimState =
  | { filed: false }
  | {
      filed: true;
      claimId: string;
      shipmentId: string;
      senderId: string;
      travelerId: string;
      description: string;
      status: ClaimStatus;
      answered: boolean;
    };

export const initialClaimState = (): ClaimState => ({ filed: false });

export function evolveClaim(state: ClaimState, event: ClaimEvent): ClaimState {
  if (event.type === 'marketplace.claim.filed') {
    const d = event.data;
    return {
      filed: true,
      claimId: d.claimId,
      shipmentId: d.shipmentId,
      senderId: d.senderId,
      travelerId: d.travelerId,
      description: d.description,
      status: 'open',
      answered: false,
    };
  }
  if (!state.filed) return state;
  if (event.type === 'marketplace.claim.answered') return { ...state, status: 'answered', answered: true };
  return { ...state, status: 'resolved' };
}
