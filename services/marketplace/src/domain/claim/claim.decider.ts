import type { Decider } from '@oneway/contracts';
import type { ClaimCommand } from './claim.commands.js';
import { decideClaim } from './claim.decide.js';
import { evolveClaim, initialClaimState, type ClaimEvent, type ClaimState } from './claim.state.js';

export const claimDecider: Decider<ClaimCommand, ClaimState, ClaimEvent> = {
  initialState: initialClaimState,
  evolve: evolveClaim,
  decide: (command, state) => decideClaim(command, state),
};

/** One claim per shipment: the stream is the shipment's, so a second filing finds the first. */
export const claimStreamId = (shipmentId: string) => `claim-${shipmentId}`;
