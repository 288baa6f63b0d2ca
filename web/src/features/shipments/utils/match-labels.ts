import type { EscrowStatus } from '../api/types';
import type { MatchView } from '../api/match-types';

/** The match's state in a word or two, from the caller's side. */
export function matchStatusText(match: Pick<MatchView, 'status' | 'role'>): string {
  switch (match.status) {
    case 'pending':
      return match.role === 'sender' ? 'Offer to review' : 'Offer sent';
    case 'accepted':
      return 'Matched';
    case 'rejected':
      return 'Not accepted';
    case 'withdrawn':
      return 'Withdrawn';
  }
}

/** The escrow as a person reads it; null when this side of the match may not see it. */
export function paymentStateText(escrow: EscrowStatus | null): string | null {
  switch (escrow) {
    case null:
      return null;
    case 'none':
      return 'Not paid yet';
    case 'held':
      return 'Held in escrow until delivery';
    case 'released':
      return 'Released to the traveler';
    case 'refunded':
      return 'Refunded to the sender';
    case 'frozen':
      return 'Frozen while a claim is open';
  }
}

/** Spec §9 ratings are 1 to 5, shown to one decimal. */
export const ratingText = (rating: number | null) => (rating === null ? 'No ratings yet' : `${rating.toFixed(1)} ★`);
