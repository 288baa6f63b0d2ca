// Shapes of the gateway's payment-methods responses (libs/contracts/src/rpc/payments.rpc.ts).
import type { Currency, TestCard } from '@oneway/contracts';

export type { Currency } from '@oneway/contracts';
export type PayoutCountry = 'US' | 'GB' | 'CA' | 'NG';

export type { PaymentMethodView, TestCard } from '@oneway/contracts';

export type NewPaymentMethod =
  | { kind: 'test_card'; card: TestCard }
  | { kind: 'provider_ref'; ref: string }
  | { kind: 'bank_account'; account: string; country: PayoutCountry; currency: Currency; holderName: string };
