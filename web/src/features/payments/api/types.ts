// Shapes of the gateway's payments responses (libs/contracts/src/rpc/payments.rpc.ts).
// Amounts are integers in the currency's minor unit and always come from the server.

import type { PaymentMethodView, paymentsGetCheckoutRpc, RpcResponse, ShipmentView } from '@oneway/contracts';

export type {
  ChargeMethod,
  ChargeResult,
  Currency,
  Decline,
  PaymentStatus,
  PaymentView,
  PriceBreakdown,
  TestCard,
} from '@oneway/contracts';

export type SavedCard = PaymentMethodView;

/** GET /api/shipments/:id/checkout (paymentsGetCheckoutRpc). `mode` 'stripe': the card form is Stripe Elements with `publishableKey`; 'test': the built-in test card form. */
export type Checkout = RpcResponse<typeof paymentsGetCheckoutRpc>;

/** The marketplace's shipment as far as paying for it needs (GET /api/shipments: shipmentViewSchema). */
export type UnpaidShipment = Pick<
  ShipmentView,
  'id' | 'status' | 'fromLocation' | 'toLocation' | 'paymentAmount' | 'currency' | 'escrowStatus' | 'createdAt'
>;
