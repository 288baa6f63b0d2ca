// Shapes of the gateway's payments responses (libs/contracts/src/rpc/payments.rpc.ts).
// Amounts are integers in the currency's minor unit and always come from the server.

export type Currency = 'USD' | 'GBP' | 'CAD' | 'NGN';
export type PaymentStatus = 'pending' | 'held' | 'released' | 'refunded' | 'frozen';

export type PriceBreakdown = {
  currency: Currency;
  amount: number;
  platformFee: number;
  insurancePremium: number;
  total: number;
};

export type PaymentView = {
  id: string;
  shipmentId: string;
  senderId: string;
  receiverId: string | null;
  status: PaymentStatus;
  breakdown: PriceBreakdown;
  refundedAmount: number;
  provider: 'stripe' | 'test';
  providerIntentId: string | null;
  awaitingAuthentication: boolean;
  lastDeclineCode: string | null;
  createdAt: string;
  updatedAt: string;
  releasedAt: string | null;
};

export type SavedCard = {
  id: string;
  type: 'card' | 'bank_account';
  isDefault: boolean;
  details: { brand?: string; last4: string; expMonth?: number; expYear?: number };
  createdAt: string;
};

export type Checkout = {
  shipmentId: string;
  breakdown: PriceBreakdown;
  payment: PaymentView | null;
  /** 'stripe': the card form is Stripe Elements with `publishableKey`; 'test': the built-in test card form. */
  mode: 'stripe' | 'test';
  publishableKey: string | null;
  defaultCard: SavedCard | null;
};

export type TestCard = { number: string; expMonth: number; expYear: number; cvc: string; zip?: string };

export type ChargeMethod =
  | { kind: 'test_card'; card: TestCard }
  | { kind: 'provider_ref'; ref: string }
  | { kind: 'saved'; methodId: string }
  | { kind: 'default' };

export type Decline = { code: string | null; message: string; hint: string | null };

export type ChargeResult = {
  outcome: 'succeeded' | 'requires_action' | 'declined' | 'processing';
  payment: PaymentView;
  nextAction: { type: 'authenticate'; intentId: string; clientSecret: string | null } | null;
  decline: Decline | null;
};

/** The marketplace's shipment as far as paying for it needs (GET /api/shipments). */
export type UnpaidShipment = {
  id: string;
  status: string;
  fromLocation: string;
  toLocation: string;
  paymentAmount: number;
  currency: Currency;
  escrowStatus: 'none' | 'held' | 'refunded' | 'released' | 'frozen';
  createdAt: string;
};
