import {
  DomainError,
  type EventEnvelope,
  type EventMetadata,
  shipmentCancelledV1,
  shipmentCreatedV1,
  shipmentDeliveredV1,
  shipmentMatchedV1,
  shipmentTravelerCancelledV1,
  shipmentUpdatedV1,
  type EventData,
} from '@oneway/contracts';
import type { EventHandler } from '@oneway/eventstore';
import { releaseEscrow } from '../application/release-escrow/release-escrow.js';
import { refundEscrow } from '../application/refund-escrow/refund-escrow.js';
import type { PaymentsDeps } from '../application/payments-deps.js';
import { loadSettings } from '../application/settings/payment-settings.repository.js';
import { runInTransaction } from '../infrastructure/persistence/money-unit-of-work.js';

const metadataOf = (e: EventEnvelope, now: Date): EventMetadata => ({
  correlationId: e.correlationId,
  causationId: e.id,
  actorId: e.actorId,
  now,
});

/**
 * The sender may change the price while the listing is pending and unpaid (the marketplace
 * refuses it once escrow is held): the checkout shows, and a first charge takes, the new one. A
 * payment already started keeps the terms it was started with. Only an edit newer than the one
 * the terms come from applies: two consumers deliver edits (decision payments-listing-terms-replayed).
 */
export const applyListingTerms: EventHandler = async (e, tx) => {
  const d = e.data as EventData<typeof shipmentUpdatedV1>;
  await tx.query(
    `UPDATE shipments_view SET amount = $2, currency = $3, terms_version = $4, updated_at = now()
      WHERE shipment_id = $1 AND status = 'pending' AND terms_version < $4`,
    [d.shipmentId, d.details.paymentAmount, d.details.currency, e.streamVersion],
  );
};

/**
 * What payments does when the marketplace's shipments change: keep the little it needs to
 * know (sender, price, traveler — cleared when they give it up — and status), release escrow
 * on delivery, refund in full on cancellation (the lifecycle only lets a sender cancel before
 * pickup). Each runs in the consumer's inbox transaction: applied once per event.
 */
export function marketplaceShipmentHandlers(deps: PaymentsDeps): Record<string, EventHandler> {
  return {
    [shipmentCreatedV1.type]: async (e, tx) => {
      const d = e.data as EventData<typeof shipmentCreatedV1>;
      await tx.query(
        `INSERT INTO shipments_view (shipment_id, sender_id, amount, currency, status, terms_version)
         VALUES ($1, $2, $3, $4, 'pending', $5)
         ON CONFLICT (shipment_id) DO NOTHING`,
        [d.shipmentId, d.senderId, d.paymentAmount, d.currency, e.streamVersion],
      );
    },
    [shipmentUpdatedV1.type]: applyListingTerms,
    [shipmentMatchedV1.type]: async (e, tx) => {
      const d = e.data as EventData<typeof shipmentMatchedV1>;
      await tx.query(
        "UPDATE shipments_view SET traveler_id = $2, status = 'matched', updated_at = now() WHERE shipment_id = $1",
        [d.shipmentId, d.travelerId],
      );
    },
    // The traveler gave the shipment up before pickup: they are no longer a party (no payment
    // read, no release to them) until a new match names a traveler. Events come in the
    // shipment's order (one in flight); the guard makes it clear only the traveler who gave up,
    // and only while matched, so it never undoes a later match or a delivery.
    [shipmentTravelerCancelledV1.type]: async (e, tx) => {
      const d = e.data as EventData<typeof shipmentTravelerCancelledV1>;
      await tx.query(
        `UPDATE shipments_view SET traveler_id = NULL, status = 'pending', updated_at = now()
          WHERE shipment_id = $1 AND traveler_id = $2 AND status = 'matched'`,
        [d.shipmentId, d.travelerId],
      );
    },
    [shipmentDeliveredV1.type]: async (e, tx) => {
      const d = e.data as EventData<typeof shipmentDeliveredV1>;
      await tx.query(
        "UPDATE shipments_view SET traveler_id = $2, status = 'delivered', updated_at = now() WHERE shipment_id = $1",
        [d.shipmentId, d.travelerId],
      );
      const { payoutHoldHours } = await loadSettings(tx);
      const metadata = metadataOf(e, deps.clock());
      try {
        await runInTransaction(tx, deps.store, metadata, (uow) =>
          releaseEscrow(uow, { shipmentId: d.shipmentId, travelerId: d.travelerId, payoutHoldHours, metadata }),
        );
      } catch (err) {
        // A frozen escrow waits for the claim's resolution; a shipment never paid has nothing
        // to release. Neither is retried; both are logged for finance operations.
        if (
          err instanceof DomainError &&
          ['PAYMENT.FROZEN', 'PAYMENT.NOT_FOUND', 'PAYMENT.NOT_HELD'].includes(err.code)
        ) {
          deps.logger.warn({ shipmentId: d.shipmentId, code: err.code }, 'delivered shipment: escrow not released');
          return;
        }
        throw err;
      }
    },
    [shipmentCancelledV1.type]: async (e, tx) => {
      const d = e.data as EventData<typeof shipmentCancelledV1>;
      await tx.query("UPDATE shipments_view SET status = 'cancelled', updated_at = now() WHERE shipment_id = $1", [
        d.shipmentId,
      ]);
      const outcome = await refundEscrow(deps, {
        shipmentId: d.shipmentId,
        cause: 'shipment-cancelled',
        metadata: metadataOf(e, deps.clock()),
        tx,
      });
      if (outcome === 'nothing_to_refund')
        deps.logger.info({ shipmentId: d.shipmentId }, 'cancelled shipment: nothing to refund');
    },
  };
}
