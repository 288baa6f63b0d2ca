import type { EventMetadata } from '@oneway/contracts';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import { runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { PaymentsDeps } from '../payments-deps.js';

/** A claim opens on a held payment: its money stays put until the claim is settled. */
export async function freezeEscrow(
  deps: Pick<PaymentsDeps, 'store'>,
  p: { shipmentId: string; claimId: string; metadata: EventMetadata },
): Promise<void> {
  await runMoneyTransaction(deps.store, p.metadata, (uow) =>
    uow.decide(escrowDecider, escrowStreamId(p.shipmentId), { type: 'freeze', claimId: p.claimId }),
  );
}

/** The claim is settled; false when the payment was not frozen under that claim. */
export async function unfreezeEscrow(
  deps: Pick<PaymentsDeps, 'store'>,
  p: { shipmentId: string; claimId: string; metadata: EventMetadata },
): Promise<boolean> {
  const { value } = await runMoneyTransaction(deps.store, p.metadata, (uow) =>
    uow.decide(escrowDecider, escrowStreamId(p.shipmentId), { type: 'unfreeze', claimId: p.claimId }),
  );
  return value.events.length > 0;
}
