import type { EventMetadata } from '@oneway/contracts';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import { escrowReleasedEntry } from '../../domain/ledger/postings.js';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import { type MoneyUnitOfWork, runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { auditAlongside, type StaffAudit } from '../staff-audit.js';

const HOUR_MS = 3_600_000;

/**
 * Delivery releases the escrow to the traveler's pending balance: the escrow event, the
 * wallet credit and the ledger entry commit together, once (a repeated delivery event finds
 * the payment released and decides nothing).
 */
export async function releaseEscrow(
  uow: MoneyUnitOfWork,
  p: { shipmentId: string; travelerId: string; payoutHoldHours: number; metadata: EventMetadata },
): Promise<boolean> {
  const d = await uow.decide(escrowDecider, escrowStreamId(p.shipmentId), {
    type: 'release',
    travelerId: p.travelerId,
  });
  const released = d.events[0];
  if (!released || released.type !== 'payments.escrow.released') return false;
  const { paymentId, amount, currency } = released.data;
  await uow.decide(walletDecider, walletStreamId(p.travelerId), {
    type: 'credit_earnings',
    userId: p.travelerId,
    paymentId,
    shipmentId: p.shipmentId,
    amount,
    currency,
    availableAt: new Date(p.metadata.now.getTime() + p.payoutHoldHours * HOUR_MS),
  });
  uow.post(
    escrowReleasedEntry(
      { shipmentId: p.shipmentId, travelerId: p.travelerId, currency, amount },
      { idempotencyKey: `release:${paymentId}`, causationId: p.metadata.causationId },
    ),
  );
  return true;
}

/** An admin releases the escrow now, as delivery would; false when it was already released. */
export async function releaseEscrowNow(
  deps: Pick<PaymentsDeps, 'store'>,
  p: { shipmentId: string; travelerId: string; payoutHoldHours: number; metadata: EventMetadata; audit?: StaffAudit },
): Promise<boolean> {
  return (
    await runMoneyTransaction(deps.store, p.metadata, async (uow) => {
      const released = await releaseEscrow(uow, p);
      if (released)
        auditAlongside(uow, p.audit, 'escrow.released', p.shipmentId, { travelerId: p.travelerId }, p.metadata.now);
      return released;
    })
  ).value;
}
