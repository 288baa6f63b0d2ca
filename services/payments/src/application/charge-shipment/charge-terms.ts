import { createHash } from 'node:crypto';
import type { Currency } from '@oneway/contracts';
import type { EscrowState } from '../../domain/escrow/escrow.state.js';
import type { ProviderName } from '../../infrastructure/providers/card-provider.port.js';

/**
 * What a charge asks the card provider for and what the escrow's `initiated` event records:
 * one set of terms, fixed before the provider call and carried in the intent's metadata, so
 * `initiated` can commit in the same transaction as the outcome (from the reply or, if the
 * reply never gets recorded, from the provider's webhook).
 */
export interface ChargeTerms {
  paymentId: string;
  shipmentId: string;
  senderId: string;
  currency: Currency;
  amount: number;
  platformFee: number;
  insurancePremium: number;
  provider: ProviderName;
}

// RFC 4122 name-based UUID (version 5, SHA-1) in a namespace of Oneway's payments.
const PAYMENT_NAMESPACE = Buffer.from('4f6e6577-6179-5061-796d-656e74730000'.replace(/-/g, ''), 'hex');

function uuidV5(name: string): string {
  const hash = createHash('sha1').update(PAYMENT_NAMESPACE).update(name, 'utf8').digest();
  const b = hash.subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A shipment has one payment (its escrow stream holds one `initiated`), so the payment id is
 * derived from the shipment id: every charge of the shipment, concurrent or retried, names the
 * same payment before anything is committed, and the provider idempotency key built from it is
 * stable.
 */
export const paymentIdFor = (shipmentId: string): string => uuidV5(`payment:${shipmentId}`);

export const chargeTotal = (t: ChargeTerms): number => t.amount + t.platformFee + t.insurancePremium;

/** A pending payment keeps the terms it was initiated with (a retry after a decline). */
export function termsOf(state: EscrowState): ChargeTerms | null {
  if (state.status === 'none') return null;
  const { paymentId, shipmentId, senderId, currency, amount, platformFee, insurancePremium, provider } = state;
  return { paymentId, shipmentId, senderId, currency, amount, platformFee, insurancePremium, provider };
}

/** The terms as provider metadata (string values, as Stripe stores them). */
export function termsMetadata(t: ChargeTerms): Record<string, string> {
  return {
    paymentId: t.paymentId,
    shipmentId: t.shipmentId,
    senderId: t.senderId,
    currency: t.currency,
    amount: String(t.amount),
    platformFee: String(t.platformFee),
    insurancePremium: String(t.insurancePremium),
    provider: t.provider,
  };
}

const count = (v: string | undefined): number | null => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** Terms back from an intent's metadata; null for an intent created before terms were sent. */
export function termsFromMetadata(md: Record<string, string | undefined>): ChargeTerms | null {
  const amount = count(md.amount);
  const platformFee = count(md.platformFee);
  const insurancePremium = count(md.insurancePremium);
  if (!md.paymentId || !md.shipmentId || !md.senderId || !md.currency || !md.provider) return null;
  if (amount === null || platformFee === null || insurancePremium === null) return null;
  if (md.provider !== 'stripe' && md.provider !== 'test') return null;
  return {
    paymentId: md.paymentId,
    shipmentId: md.shipmentId,
    senderId: md.senderId,
    currency: md.currency as Currency,
    amount,
    platformFee,
    insurancePremium,
    provider: md.provider,
  };
}
