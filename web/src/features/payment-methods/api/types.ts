// Shapes of the gateway's payment-methods responses (libs/contracts/src/rpc/payments.rpc.ts).
export type Currency = 'USD' | 'GBP' | 'CAD' | 'NGN';
export type PayoutCountry = 'US' | 'GB' | 'CA' | 'NG';

export type PaymentMethodView = {
  id: string;
  type: 'card' | 'bank_account';
  isDefault: boolean;
  details: {
    brand?: string;
    last4: string;
    expMonth?: number;
    expYear?: number;
    country?: string;
    currency?: string;
    holderName?: string;
  };
  createdAt: string;
};

export type TestCard = { number: string; expMonth: number; expYear: number; cvc: string; zip?: string };

export type NewPaymentMethod =
  | { kind: 'test_card'; card: TestCard }
  | { kind: 'provider_ref'; ref: string }
  | { kind: 'bank_account'; account: string; country: PayoutCountry; currency: Currency; holderName: string };
