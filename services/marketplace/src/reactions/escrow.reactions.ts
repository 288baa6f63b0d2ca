import type {
  EventEnvelope,
  EventData,
  escrowClaimSettledV1,
  escrowFrozenV1,
  escrowHeldV1,
  escrowRefundedV1,
  escrowReleasedV1,
  escrowUnfrozenV1,
} from '@oneway/contracts';
import { type EventHandler, type EventStore, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';
import type { ShipmentCommand } from '../domain/shipment/shipment.commands.js';
import { claimDecider, claimStreamId } from '../domain/claim/claim.decider.js';
import { shipmentDecider, shipmentStreamId } from '../domain/shipment/shipment.decider.js';

/**
 * Records payments' escrow facts on the shipment, in the consumer's transaction (with its
 * inbox row): held lets the sender accept an interest, released completes a delivered (or
 * disputed) shipment, frozen opens a dispute, unfrozen closes it, refunded is noted. A version conflict fails the
 * message, which JetStream redelivers.
 */
async function recordOnShipment(
  store: EventStore,
  event: EventEnvelope,
  tx: pg.PoolClient,
  shipmentId: string,
  command: ShipmentCommand,
): Promise<void> {
  const now = new Date(event.occurredAt);
  const metadata = { correlationId: event.correlationId, causationId: event.id, actorId: null, now };
  await runCommand(store, metadata, (uow) => uow.decide(shipmentDecider, shipmentStreamId(shipmentId), command), {
    tx,
  });
}

export function escrowConsumer(store: EventStore): ConsumerSpec {
  const on =
    <T>(toCommand: (data: T) => ShipmentCommand): EventHandler =>
    (event, tx) =>
      recordOnShipment(store, event, tx, (event.data as { shipmentId: string }).shipmentId, toCommand(event.data as T));
  return {
    name: 'marketplace-escrow',
    context: 'payments',
    handlers: {
      'payments.escrow.held': on<EventData<typeof escrowHeldV1>>((d) => ({
        type: 'record_escrow_held',
        paymentId: d.paymentId,
        amount: d.amount,
        currency: d.currency,
      })),
      'payments.escrow.refunded': on<EventData<typeof escrowRefundedV1>>((d) => ({
        type: 'record_escrow_refunded',
        paymentId: d.paymentId,
        amount: d.amount,
        full: d.full,
      })),
      'payments.escrow.released': on<EventData<typeof escrowReleasedV1>>((d) => ({
        type: 'record_escrow_released',
        paymentId: d.paymentId,
      })),
      'payments.escrow.frozen': on<EventData<typeof escrowFrozenV1>>((d) => ({
        type: 'record_escrow_frozen',
        paymentId: d.paymentId,
        claimId: d.claimId,
      })),
      // An admin settled the claim: the claim records the outcome, the shipment completes.
      'payments.escrow.claim_settled': async (event, tx) => {
        const d = event.data as EventData<typeof escrowClaimSettledV1>;
        const now = new Date(event.occurredAt);
        const metadata = { correlationId: event.correlationId, causationId: event.id, actorId: null, now };
        await runCommand(
          store,
          metadata,
          async (uow) => {
            await uow.decide(claimDecider, claimStreamId(d.shipmentId), {
              type: 'record_settlement',
              claimId: d.claimId,
              outcome: d.outcome,
              refundAmount: d.refundAmount,
              travelerAmount: d.travelerAmount,
              insurancePayout: d.insurancePayout,
              currency: d.currency,
              reason: d.reason,
            });
            // The traveler earned their share only (none after a full refund).
            await uow.decide(shipmentDecider, shipmentStreamId(d.shipmentId), {
              type: 'record_escrow_released',
              paymentId: d.paymentId,
              travelerEarned: d.travelerAmount,
            });
          },
          { tx },
        );
      },
      'payments.escrow.unfrozen': on<EventData<typeof escrowUnfrozenV1>>((d) => ({
        type: 'record_escrow_unfrozen',
        paymentId: d.paymentId,
        claimId: d.claimId,
      })),
    },
  };
}
