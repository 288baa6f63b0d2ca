// The gateway's match shapes (libs/contracts/src/rpc/marketplace-matches.rpc.ts): type imports only.

/** A match: a traveler's offer on a shipment, from the caller's side. Its id is the interest's. */
export type { MatchAction, MatchView } from '@oneway/contracts';

/** The other person of a match: identity's public profile and the marketplace rating. */
export type MatchParty = { fullName: string; isVerified: boolean; rating: number | null };
