import type { ClaimOutcome, Currency } from '@oneway/contracts';

export type EscrowCommand =
  | {
      type: 'initiate';
      paymentId: string;
      shipmentId: string;
      senderId: string;
      currency: Currency;
      amount: number;
      platformFee: number;
      insurancePremium: number;
      provider: 'stripe' | 'test';
    }
  /** A retry after a decline takes the listing's current terms (nothing while 3-D Secure waits). */
  | {
      type: 'revise_terms';
      currency: Currency;
      amount: number;
      platformFee: number;
      insurancePremium: number;
    }
  | { type: 'record_intent'; intentId: string; attempt: number }
  | { type: 'require_authentication'; intentId: string }
  | { type: 'record_charge_failure'; intentId: string | null; declineCode: string }
  /** The provider reports the intent succeeded (synchronous reply or webhook: either first). */
  | { type: 'mark_held'; intentId: string }
  | { type: 'release'; travelerId: string }
  /** `amount` absent: everything the sender paid that is still refundable. */
  | { type: 'refund'; amount?: number; refundId: string }
  | { type: 'settle_refund'; refundId: string; amount: number }
  /** `reclaim`: the escrow was released to this traveler's still-pending earnings; they come back. */
  | { type: 'freeze'; claimId: string; reclaim?: { travelerId: string; amount: number } }
  | {
      type: 'settle_claim';
      claimId: string;
      travelerId: string;
      outcome: ClaimOutcome;
      refundAmount?: number;
      insurancePayout: number;
      /** The declared value when the shipment was insured, else 0 (the payout's cap). */
      insuredValue: number;
      reason: string;
      resolvedBy: string;
      refundId: string | null;
    }
  | { type: 'unfreeze'; claimId: string };
