import type { Currency } from '@oneway/contracts';
import { accounts, type Account } from './ledger-account.js';
import { line, type JournalEntry } from './journal-entry.js';

// One builder per money movement of the escrow and wallet lifecycles. Each returns a
// balanced entry; the caller supplies the idempotency key that names the movement's cause.

interface Cause {
  idempotencyKey: string;
  causationId: string | null;
}

/** The shape most movements have: one amount from one account to another. */
function transfer(
  cause: Cause,
  currency: Currency,
  description: string,
  from: Account,
  to: Account,
  amount: number,
): JournalEntry {
  return { ...cause, currency, description, lines: [...line(from, 'debit', amount), ...line(to, 'credit', amount)] };
}

export function chargeHeldEntry(
  p: { shipmentId: string; currency: Currency; amount: number; platformFee: number; insurancePremium: number },
  cause: Cause,
): JournalEntry {
  const total = p.amount + p.platformFee + p.insurancePremium;
  return {
    ...cause,
    currency: p.currency,
    description: `Card charge held in escrow for shipment ${p.shipmentId}`,
    lines: [
      ...line(accounts.paymentsClearing(), 'debit', total),
      ...line(accounts.escrow(p.shipmentId), 'credit', p.amount),
      ...line(accounts.platformFeeRevenue(), 'credit', p.platformFee),
      ...line(accounts.insuranceReserve(), 'credit', p.insurancePremium),
    ],
  };
}

export function escrowReleasedEntry(
  p: { shipmentId: string; travelerId: string; currency: Currency; amount: number },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Escrow of shipment ${p.shipmentId} released to traveler ${p.travelerId} (pending)`,
    accounts.escrow(p.shipmentId),
    accounts.walletPending(p.travelerId),
    p.amount,
  );
}

/**
 * A refund to the sender: out of escrow and, for a full refund, back out of the fee and the
 * insurance reserve; owed on the refunds account until the provider confirms it.
 */
export function refundIssuedEntry(
  p: { shipmentId: string; currency: Currency; fromEscrow: number; fromFee: number; fromInsurance: number },
  cause: Cause,
): JournalEntry {
  return {
    ...cause,
    currency: p.currency,
    description: `Refund to the sender of shipment ${p.shipmentId}`,
    lines: [
      ...line(accounts.escrow(p.shipmentId), 'debit', p.fromEscrow),
      ...line(accounts.platformFeeRevenue(), 'debit', p.fromFee),
      ...line(accounts.insuranceReserve(), 'debit', p.fromInsurance),
      ...line(accounts.refunds(), 'credit', p.fromEscrow + p.fromFee + p.fromInsurance),
    ],
  };
}

export function refundSettledEntry(
  p: { refundId: string; currency: Currency; amount: number },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Refund ${p.refundId} paid back to the card`,
    accounts.refunds(),
    accounts.paymentsClearing(),
    p.amount,
  );
}

export function earningsMaturedEntry(
  p: { userId: string; currency: Currency; amount: number; paymentId: string },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Earnings of payment ${p.paymentId} past the payout hold`,
    accounts.walletPending(p.userId),
    accounts.walletAvailable(p.userId),
    p.amount,
  );
}

export function withdrawalRequestedEntry(
  p: { userId: string; withdrawalId: string; currency: Currency; amount: number },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Withdrawal ${p.withdrawalId} handed to the payout provider`,
    accounts.walletAvailable(p.userId),
    accounts.payoutClearing(),
    p.amount,
  );
}

export function withdrawalPaidEntry(
  p: { withdrawalId: string; currency: Currency; amount: number },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Withdrawal ${p.withdrawalId} paid out`,
    accounts.payoutClearing(),
    accounts.paymentsClearing(),
    p.amount,
  );
}

/** The reversing entry of a failed payout: the money goes back to the available balance. */
export function withdrawalFailedEntry(
  p: { userId: string; withdrawalId: string; currency: Currency; amount: number },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Withdrawal ${p.withdrawalId} failed: reversed`,
    accounts.payoutClearing(),
    accounts.walletAvailable(p.userId),
    p.amount,
  );
}

/** A claim after delivery: the traveler's still-pending earnings go back onto the shipment's escrow. */
export function earningsReclaimedEntry(
  p: { shipmentId: string; travelerId: string; currency: Currency; amount: number },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Claim on shipment ${p.shipmentId}: traveler ${p.travelerId}'s pending earnings back to escrow`,
    accounts.walletPending(p.travelerId),
    accounts.escrow(p.shipmentId),
    p.amount,
  );
}

/** A settled claim: the traveler's share of the frozen escrow to their available balance. */
export function claimTravelerShareEntry(
  p: { shipmentId: string; travelerId: string; currency: Currency; amount: number },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Claim on shipment ${p.shipmentId} settled: traveler ${p.travelerId}'s share`,
    accounts.escrow(p.shipmentId),
    accounts.walletAvailable(p.travelerId),
    p.amount,
  );
}

/** A settled claim's insurance payout: from the insurance reserve to the sender's available balance. */
export function insurancePayoutEntry(
  p: { shipmentId: string; senderId: string; currency: Currency; amount: number },
  cause: Cause,
): JournalEntry {
  return transfer(
    cause,
    p.currency,
    `Insurance payout to the sender of shipment ${p.shipmentId}`,
    accounts.insuranceReserve(),
    accounts.walletAvailable(p.senderId),
    p.amount,
  );
}
