import type {
  Currency,
  EventOf,
  escrowAuthenticationRequiredV1,
  escrowChargeFailedV1,
  escrowClaimSettledV1,
  escrowFrozenV1,
  escrowHeldV1,
  escrowInitiatedV1,
  escrowIntentCreatedV1,
  escrowRefundedV1,
  escrowRefundSettledV1,
  escrowReleasedV1,
  escrowTermsRevisedV1,
  escrowUnfrozenV1,
} from '@oneway/contracts';

export type EscrowEvent =
  | EventOf<typeof escrowInitiatedV1>
  | EventOf<typeof escrowTermsRevisedV1>
  | EventOf<typeof escrowIntentCreatedV1>
  | EventOf<typeof escrowAuthenticationRequiredV1>
  | EventOf<typeof escrowChargeFailedV1>
  | EventOf<typeof escrowHeldV1>
  | EventOf<typeof escrowReleasedV1>
  | EventOf<typeof escrowRefundedV1>
  | EventOf<typeof escrowRefundSettledV1>
  | EventOf<typeof escrowFrozenV1>
  | EventOf<typeof escrowUnfrozenV1>
  | EventOf<typeof escrowClaimSettledV1>;

export interface EscrowPayment {
  paymentId: string;
  shipmentId: string;
  senderId: string;
  currency: Currency;
  /** What the traveler earns; the part held on the escrow account. */
  amount: number;
  platformFee: number;
  insurancePremium: number;
  total: number;
  provider: 'stripe' | 'test';
  attempts: number;
  intentId: string | null;
  awaitingAuthentication: boolean;
  lastDeclineCode: string | null;
  /** Refunded so far out of escrow (partial refunds) and in total (incl. fee/premium). */
  refundedFromEscrow: number;
  refundedTotal: number;
  /** Provider refund ids recorded, and those the provider confirmed. */
  refundIds: string[];
  settledRefunds: string[];
  claimId: string | null;
  travelerId: string | null;
  /** A claim after delivery took the traveler's pending earnings back: who they came from. */
  reclaimedFrom?: string | null;
}

/** pending → held → released | refunded | frozen (ARCHITECTURE.md "Lifecycles"). */
export type EscrowState =
  { status: 'none' } | (EscrowPayment & { status: 'pending' | 'held' | 'frozen' | 'released' | 'refunded' });

export const initialEscrowState = (): EscrowState => ({ status: 'none' });

/** What is still on the escrow account for this payment. */
export function escrowRemaining(p: EscrowPayment): number {
  return p.amount - p.refundedFromEscrow;
}

export function evolveEscrow(state: EscrowState, event: EscrowEvent): EscrowState {
  if (event.type === 'payments.escrow.initiated') {
    const d = event.data;
    return {
      status: 'pending',
      paymentId: d.paymentId,
      shipmentId: d.shipmentId,
      senderId: d.senderId,
      currency: d.currency,
      amount: d.amount,
      platformFee: d.platformFee,
      insurancePremium: d.insurancePremium,
      total: d.total,
      provider: d.provider,
      attempts: 0,
      intentId: null,
      awaitingAuthentication: false,
      lastDeclineCode: null,
      refundedFromEscrow: 0,
      refundedTotal: 0,
      refundIds: [],
      settledRefunds: [],
      claimId: null,
      travelerId: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'payments.escrow.terms_revised': {
      const { currency, amount, platformFee, insurancePremium, total } = event.data;
      return { ...state, currency, amount, platformFee, insurancePremium, total };
    }
    case 'payments.escrow.intent_created':
      return {
        ...state,
        intentId: event.data.intentId,
        attempts: event.data.attempt,
        awaitingAuthentication: false,
        lastDeclineCode: null,
      };
    case 'payments.escrow.authentication_required':
      return { ...state, intentId: event.data.intentId, awaitingAuthentication: true };
    case 'payments.escrow.charge_failed':
      return { ...state, awaitingAuthentication: false, lastDeclineCode: event.data.declineCode };
    case 'payments.escrow.held':
      return {
        ...state,
        status: 'held',
        intentId: event.data.intentId ?? state.intentId,
        awaitingAuthentication: false,
        lastDeclineCode: null,
      };
    case 'payments.escrow.released':
      return { ...state, status: 'released', travelerId: event.data.travelerId };
    case 'payments.escrow.refunded': {
      const fromEscrow = event.data.full ? escrowRemaining(state) : event.data.amount;
      const refundedFromEscrow = state.refundedFromEscrow + fromEscrow;
      return {
        ...state,
        status: event.data.full || refundedFromEscrow >= state.amount ? 'refunded' : 'held',
        refundedFromEscrow,
        refundedTotal: state.refundedTotal + event.data.amount,
        refundIds: event.data.refundId ? [...state.refundIds, event.data.refundId] : state.refundIds,
        claimId: null,
      };
    }
    case 'payments.escrow.refund_settled':
      return { ...state, settledRefunds: [...state.settledRefunds, event.data.refundId] };
    case 'payments.escrow.frozen':
      return {
        ...state,
        status: 'frozen',
        claimId: event.data.claimId,
        reclaimedFrom: event.data.reclaimedFromTravelerId ?? null,
      };
    case 'payments.escrow.unfrozen':
      return { ...state, status: 'held', claimId: null };
    case 'payments.escrow.claim_settled':
      // Whatever was not refunded went to the traveler: nothing is left on escrow.
      return {
        ...state,
        status: event.data.travelerAmount > 0 ? 'released' : 'refunded',
        travelerId: event.data.travelerId,
        claimId: null,
        refundedFromEscrow: state.amount - event.data.travelerAmount,
      };
    default: {
      const never: never = event;
      return never;
    }
  }
}
