import type { ErrorFactory, ErrorKind } from '../errors.js';
import { authErrors } from './auth.errors.js';
import { claimErrors } from './claim.errors.js';
import { conversationErrors } from './conversation.errors.js';
import { countryRequestErrors } from './country-request.errors.js';
import { fileErrors } from './file.errors.js';
import { interestErrors } from './interest.errors.js';
import { ledgerErrors } from './ledger.errors.js';
import { matchErrors } from './match.errors.js';
import { notificationErrors, notificationPreferenceErrors } from './notification.errors.js';
import { paymentMethodErrors } from './payment-method.errors.js';
import { paymentSettingsErrors } from './payment-settings.errors.js';
import { paymentErrors } from './payment.errors.js';
import { payoutErrors } from './payout.errors.js';
import { providerErrors } from './provider.errors.js';
import { relayPointErrors } from './relay-point.errors.js';
import { relaySettingsErrors } from './relay-settings.errors.js';
import { requestErrors } from './request.errors.js';
import { reviewErrors } from './review.errors.js';
import { serviceErrors } from './service.errors.js';
import { shipmentErrors } from './shipment.errors.js';
import { storedPackageErrors } from './stored-package.errors.js';
import { supportTicketErrors } from './support-ticket.errors.js';
import { tripErrors } from './trip.errors.js';
import { userErrors } from './user.errors.js';
import { verificationErrors } from './verification.errors.js';
import { walletErrors } from './wallet.errors.js';

export {
  authErrors,
  claimErrors,
  conversationErrors,
  countryRequestErrors,
  fileErrors,
  interestErrors,
  ledgerErrors,
  matchErrors,
  notificationErrors,
  notificationPreferenceErrors,
  paymentErrors,
  paymentMethodErrors,
  paymentSettingsErrors,
  payoutErrors,
  providerErrors,
  relayPointErrors,
  relaySettingsErrors,
  requestErrors,
  reviewErrors,
  serviceErrors,
  shipmentErrors,
  storedPackageErrors,
  supportTicketErrors,
  tripErrors,
  userErrors,
  verificationErrors,
  walletErrors,
};
export { countrySupportedMessage } from './country-request.errors.js';

const groups: Record<string, Record<string, ErrorFactory<never[]>>> = {
  authErrors,
  claimErrors,
  conversationErrors,
  countryRequestErrors,
  fileErrors,
  interestErrors,
  ledgerErrors,
  matchErrors,
  notificationErrors,
  notificationPreferenceErrors,
  paymentErrors,
  paymentMethodErrors,
  paymentSettingsErrors,
  payoutErrors,
  providerErrors,
  relayPointErrors,
  relaySettingsErrors,
  requestErrors,
  reviewErrors,
  serviceErrors,
  shipmentErrors,
  storedPackageErrors,
  supportTicketErrors,
  tripErrors,
  userErrors,
  verificationErrors,
  walletErrors,
};

/** Every code the product answers with and its kind: what the gateway and the web map. */
export const ERROR_CATALOGUE: ReadonlyMap<string, ErrorKind> = new Map(
  Object.values(groups).flatMap((g) => Object.values(g).map((e) => [e.code, e.kind] as const)),
);

/** Codes defined by more than one entry: the catalogue's spec keeps this empty. */
export function duplicatedErrorCodes(): string[] {
  const seen = new Map<string, number>();
  for (const g of Object.values(groups))
    for (const e of Object.values(g)) seen.set(e.code, (seen.get(e.code) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([code]) => code);
}
