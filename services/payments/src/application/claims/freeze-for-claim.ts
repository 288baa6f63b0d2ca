import { DomainError, type EventData, type EventMetadata, type claimFiledV1 } from '@oneway/contracts';
import type pg from 'pg';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import { earningsReclaimedEntry } from '../../domain/ledger/postings.js';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import { runInTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { loadEscrow } from '../queries/payment-view.js';

/**
 * A claim was filed: its payment freezes. Held money simply stays; money already released on
 * delivery comes back from the traveler's pending earnings (the payout hold outlasts the claim
 * window), wallet, escrow and ledger together, in the consumer's transaction, once.
 */
export async function freezeForClaim(
  deps: PaymentsDeps,
  tx: pg.PoolClient,
  d: EventData<typeof claimFiledV1>,
  metadata: EventMetadata,
): Promise<void> {
  await tx.query(
    `INSERT INTO claim_facts (claim_id, shipment_id, sender_id, traveler_id, insured_value)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (claim_id) DO NOTHING`,
    [d.claimId, d.shipmentId, d.senderId, d.travelerId, d.insuredValue ?? 0],
  );
  const escrow = await loadEscrow(deps.store, d.shipmentId, tx);
  try {
    await runInTransaction(tx, deps.store, metadata, async (uow) => {
      if (escrow.status === 'released' && escrow.travelerId) {
        const w = await uow.decide(walletDecider, walletStreamId(escrow.travelerId), {
          type: 'freeze_earnings',
          userId: escrow.travelerId,
          paymentId: escrow.paymentId,
          claimId: d.claimId,
        });
        const frozen = w.events[0];
        if (!frozen || frozen.type !== 'payments.wallet.earnings_frozen') return;
        await uow.decide(escrowDecider, escrowStreamId(d.shipmentId), {
          type: 'freeze',
          claimId: d.claimId,
          reclaim: { travelerId: escrow.travelerId, amount: frozen.data.amount },
        });
        uow.post(
          earningsReclaimedEntry(
            {
              shipmentId: d.shipmentId,
              travelerId: escrow.travelerId,
              currency: frozen.data.currency,
              amount: frozen.data.amount,
            },
            { idempotencyKey: `claim-reclaim:${d.claimId}`, causationId: metadata.causationId },
          ),
        );
        return;
      }
      await uow.decide(escrowDecider, escrowStreamId(d.shipmentId), { type: 'freeze', claimId: d.claimId });
    });
    await tx.query("UPDATE claim_facts SET freeze_outcome = 'frozen' WHERE claim_id = $1", [d.claimId]);
  } catch (err) {
    // Nothing to freeze (never paid, or the earnings already matured): the claim stays open
    // for staff, who see it was not frozen; never retried.
    if (err instanceof DomainError) {
      deps.logger.warn({ claimId: d.claimId, code: err.code }, 'claim filed: escrow not frozen');
      await tx.query('UPDATE claim_facts SET freeze_outcome = $2 WHERE claim_id = $1', [d.claimId, err.code]);
      return;
    }
    throw err;
  }
}
