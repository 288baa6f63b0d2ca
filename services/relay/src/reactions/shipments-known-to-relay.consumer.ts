import type { EventData, shipmentCreatedV1, shipmentMatchedV1, shipmentUpdatedV1 } from '@oneway/contracts';
import type { EventHandler, Queryable } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';

/**
 * What the relay knows of shipments (`relay_shipments`), from the marketplace's events: the
 * tracking number staff scan, who sends and carries it, which relay points it goes through,
 * its status. Each write is guarded by the shipment stream's version, so a redelivered or
 * late event never moves a row back.
 */
const STATUS_BY_EVENT: Record<string, string> = {
  'marketplace.shipment.matched': 'matched',
  'marketplace.shipment.traveler_cancelled': 'pending',
  'marketplace.shipment.picked_up': 'picked_up',
  'marketplace.shipment.departed': 'in_transit',
  'marketplace.shipment.arrived': 'arrived',
  'marketplace.shipment.delivered': 'delivered',
  'marketplace.shipment.completed': 'completed',
  'marketplace.shipment.cancelled': 'cancelled',
  'marketplace.shipment.disputed': 'disputed',
};

/**
 * Records a listed shipment in `relay_shipments` once. Two consumers call this for the same
 * event (this one and the demo seed), possibly at the same moment, so the insert has no
 * conflict target: with `ON CONFLICT (shipment_id)` alone, two inserts that both pass the
 * conflict check before either writes its index entries end with the second failing on the
 * tracking-number index, which is not an arbiter (JetStream then redelivers it).
 * A tracking number belongs to one shipment (the marketplace makes it unique), so a conflict on
 * either key is this shipment already recorded.
 */
export async function rememberListedShipment(
  tx: Queryable,
  event: { data: unknown; streamVersion: number },
): Promise<void> {
  const d = event.data as EventData<typeof shipmentCreatedV1>;
  await tx.query(
    `INSERT INTO relay_shipments (shipment_id, tracking_number, sender_id, status, origin_relay_point_id, destination_relay_point_id, receiver_name, version)
     VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      d.shipmentId,
      d.trackingNumber,
      d.senderId,
      d.details?.originRelayPointId ?? null,
      d.details?.destinationRelayPointId ?? null,
      d.details?.receiver.name ?? null,
      event.streamVersion,
    ],
  );
}

const onCreated: EventHandler = (event, tx) => rememberListedShipment(tx, event);

const onUpdated: EventHandler = async (event, tx) => {
  const d = event.data as EventData<typeof shipmentUpdatedV1>;
  await tx.query(
    `UPDATE relay_shipments SET origin_relay_point_id = $2, destination_relay_point_id = $3, receiver_name = $4, version = $5
     WHERE shipment_id = $1 AND version < $5`,
    [
      d.shipmentId,
      d.details.originRelayPointId,
      d.details.destinationRelayPointId,
      d.details.receiver.name,
      event.streamVersion,
    ],
  );
};

const onStatus: EventHandler = async (event, tx) => {
  const status = STATUS_BY_EVENT[event.type]!;
  const d = event.data as { shipmentId: string; travelerId?: string | null };
  const traveler =
    event.type === 'marketplace.shipment.matched'
      ? (d as EventData<typeof shipmentMatchedV1>).travelerId
      : event.type === 'marketplace.shipment.traveler_cancelled'
        ? null
        : undefined;
  await tx.query(
    `UPDATE relay_shipments SET status = $2, version = $3,
       traveler_id = CASE WHEN $4::boolean THEN $5::uuid ELSE traveler_id END
     WHERE shipment_id = $1 AND version < $3`,
    [d.shipmentId, status, event.streamVersion, traveler !== undefined, traveler ?? null],
  );
};

export function shipmentsKnownToRelayConsumer(): ConsumerSpec {
  return {
    name: 'relay-shipments',
    context: 'marketplace',
    handlers: {
      'marketplace.shipment.created': onCreated,
      'marketplace.shipment.updated': onUpdated,
      ...Object.fromEntries(Object.keys(STATUS_BY_EVENT).map((t) => [t, onStatus])),
    },
  };
}
