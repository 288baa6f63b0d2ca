// The gateway's match shapes (libs/contracts/src/rpc/marketplace-matches.rpc.ts): type imports only.
import type { PublicProfileDto, RpcResponse, travelerProfileRpc } from '@oneway/contracts';

/** A match: a traveler's offer on a shipment, from the caller's side. Its id is the interest's. */
export type { MatchAction, MatchView } from '@oneway/contracts';

// The other person of a match: two reads joined (identity's public profile, the marketplace rating).
export type MatchParty = Pick<PublicProfileDto, 'fullName' | 'isVerified'> &
  Pick<RpcResponse<typeof travelerProfileRpc>, 'rating'>;
