import type { EventMetadata } from '@oneway/contracts';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import { runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { auditAlongside, type StaffAudit } from '../staff-audit.js';

/** A claim opens on a held payment: its money stays put until the claim is settled. */
export async function freezeEscrow(
  deps: Pick<PaymentsDeps, 'store'>,
  p: { shipmentId: string; claimId: string; metadata: EventMetadata; audit?: StaffAudit },
): Promise<void> {
  await runMoneyTransaction(deps.store, p.metadata, async (uow) => {
    const d = await uow.decide(escrowDecider, escrowStreamId(p.shipmentId), { type: 'freeze', claimId: p.claimId });
    if (d.events.length)
      auditAlongside(uow, p.audit, 'escrow.frozen', p.shipmentId, { claimId: p.claimId }, p.metadata.now);
    return d;
  });
}

/** The claim is settled; false when the payment was not frozen under that claim. */
export async function unfreezeEscrow(
  deps: Pick<PaymentsDeps, 'store'>,
  p: { shipmentId: string; claimId: string; metadata: EventMetadata; audit?: StaffAudit },
): Promise<boolean> {
  const { value } = await runMoneyTransaction(deps.store, p.metadata, async (uow) => {
    const d = await uow.decide(escrowDecider, escrowStreamId(p.shipmentId), { type: 'unfreeze', claimId: p.claimId });
    if (d.events.length)
      auditAlongside(uow, p.audit, 'escrow.unfrozen', p.shipmentId, { claimId: p.claimId }, p.metadata.now);
    return d;
  });
  return value.events.length > 0;
}
