import { type Currency, paymentErrors } from '@oneway/contracts';

/** Platform settings that price a charge. Rates are basis points (1/100 of a percent). */
export interface PricingSettings {
  platformFeeBps: number;
  platformFeeFixed: number;
  insurancePremiumBps: number;
  insurancePremiumFixed: number;
}

/** The spec's defaults: platform fee 0, insurance premium 0. */
export const DEFAULT_PRICING: PricingSettings = {
  platformFeeBps: 0,
  platformFeeFixed: 0,
  insurancePremiumBps: 0,
  insurancePremiumFixed: 0,
};

export interface PriceBreakdown {
  currency: Currency;
  amount: number;
  platformFee: number;
  insurancePremium: number;
  total: number;
}

/** `amount × bps / 10 000`, rounded half up, in integers only (no float ever touches money). */
export function applyRate(amount: number, bps: number): number {
  return Math.floor((amount * bps + 5_000) / 10_000);
}

export function priceBreakdown(
  shipment: { amount: number; currency: Currency },
  settings: PricingSettings,
  insured: boolean,
): PriceBreakdown {
  for (const [name, v] of Object.entries({ amount: shipment.amount, ...settings })) {
    if (!Number.isSafeInteger(v) || v < 0) {
      throw paymentErrors.invalidPrice({ component: name, value: v });
    }
  }
  if (shipment.amount === 0) throw paymentErrors.invalidPrice('nothing_to_pay');
  const platformFee = applyRate(shipment.amount, settings.platformFeeBps) + settings.platformFeeFixed;
  const insurancePremium = insured
    ? applyRate(shipment.amount, settings.insurancePremiumBps) + settings.insurancePremiumFixed
    : 0;
  return {
    currency: shipment.currency,
    amount: shipment.amount,
    platformFee,
    insurancePremium,
    total: shipment.amount + platformFee + insurancePremium,
  };
}
