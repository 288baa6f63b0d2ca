import { type EventData, escrowHeldV1 } from '@oneway/contracts';
import type { EventHandler } from '@oneway/eventstore';
import type { PaymentsDeps } from '../application/payments-deps.js';
import { refundEscrow } from '../application/refund-escrow/refund-escrow.js';

/**
 * A charge can succeed after its shipment was cancelled (a 3-D Secure step finished late, a
 * webhook that arrived after the cancellation): the money is then refunded in full, with the
 * same cause as the cancellation's refund, so it is refunded once whichever came first.
 */
export function lateChargeRefundHandlers(deps: PaymentsDeps): Record<string, EventHandler> {
  return {
    [escrowHeldV1.type]: async (e, tx) => {
      const d = e.data as EventData<typeof escrowHeldV1>;
      const { rows } = await tx.query<{ status: string }>('SELECT status FROM shipments_view WHERE shipment_id = $1', [
        d.shipmentId,
      ]);
      if (rows[0]?.status !== 'cancelled') return;
      deps.logger.warn(
        { shipmentId: d.shipmentId, paymentId: d.paymentId },
        'charge held after cancellation: refunding',
      );
      await refundEscrow(deps, {
        shipmentId: d.shipmentId,
        cause: 'shipment-cancelled',
        metadata: { correlationId: e.correlationId, causationId: e.id, actorId: null, now: deps.clock() },
        tx,
      });
    },
  };
}
