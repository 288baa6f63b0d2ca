export * from './escrow.events.js';
export * from './payment.events.js';
export * from './wallet.events.js';
export * from './payment-method.events.js';
export * from './decline-messages.js';
import { paymentsEscrowEvents } from './escrow.events.js';
import { paymentsPaymentEvents } from './payment.events.js';
import { paymentsPaymentMethodEvents } from './payment-method.events.js';
import { paymentsWalletEvents } from './wallet.events.js';

export const paymentsEvents = [
  ...paymentsEscrowEvents,
  ...paymentsPaymentEvents,
  ...paymentsWalletEvents,
  ...paymentsPaymentMethodEvents,
] as const;
