import type { EventData, packageCheckedInV1, packageReleasedV1 } from '@oneway/contracts';
import { type EventStore, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';
import type { ShipmentCommand } from '../domain/shipment/shipment.commands.js';
import { shipmentDecider, shipmentStreamId } from '../domain/shipment/shipment.decider.js';

async function record(
  store: EventStore,
  event: { id: string; correlationId: string; occurredAt: string; actorId: string | null },
  tx: pg.PoolClient,
  shipmentId: string,
  command: ShipmentCommand,
): Promise<void> {
  const now = new Date(event.occurredAt);
  const metadata = { correlationId: event.correlationId, causationId: event.id, actorId: event.actorId, now };
  await runCommand(store, metadata, (uow) => uow.decide(shipmentDecider, shipmentStreamId(shipmentId), command), {
    tx,
  });
}

/**
 * The shipment lifecycle at relay points, from the relay's events only: a check-in at the
 * origin point is the drop-off (a timeline step), at the destination point the arrival; a release with the pickup code (origin) is the pickup,
 * with the delivery code (destination) the delivery. Runs in the consumer's inbox
 * transaction, so each relay event applies once.
 */
export function relayHandoffsConsumer(store: EventStore): ConsumerSpec {
  return {
    name: 'marketplace-relay-handoffs',
    context: 'relay',
    handlers: {
      'relay.package.checked_in': async (event, tx) => {
        const d = event.data as EventData<typeof packageCheckedInV1>;
        if (d.leg === 'origin') {
          await record(store, event, tx, d.shipmentId, {
            type: 'record_relay_drop_off',
            relayPointId: d.relayPointId,
            location: d.relayPointLabel,
            notes: 'Dropped off at the relay point',
          });
          return;
        }
        await record(store, event, tx, d.shipmentId, {
          type: 'record_relay_arrival',
          relayPointId: d.relayPointId,
          location: d.relayPointLabel,
          notes: 'Checked in at the destination relay point',
        });
      },
      'relay.package.released': async (event, tx) => {
        const d = event.data as EventData<typeof packageReleasedV1>;
        await record(store, event, tx, d.shipmentId, {
          type: 'record_relay_release',
          kind: d.codeKind,
          relayPointId: d.relayPointId,
          location: d.relayPointLabel,
          notes:
            d.codeKind === 'pickup' ? 'Collected by the traveler at the relay point' : 'Collected at the relay point',
        });
      },
    },
  };
}
