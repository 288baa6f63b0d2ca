import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';

const addParty = (tx: pg.PoolClient, shipmentId: string, userId: string, role: 'sender' | 'traveler') =>
  tx.query('INSERT INTO shipment_parties (shipment_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    shipmentId,
    userId,
    role,
  ]);

/**
 * Who shares a shipment, from marketplace's events: its sender, and every traveler who
 * showed interest or was matched. They may talk in the shipment's thread and see each other
 * online.
 */
export function shipmentPartiesConsumer(): ConsumerSpec {
  return {
    name: 'messaging-shipment-parties',
    context: 'marketplace',
    handlers: {
      'marketplace.shipment.created': async (event, tx) => {
        const d = event.data as { shipmentId: string; senderId: string };
        await addParty(tx, d.shipmentId, d.senderId, 'sender');
      },
      'marketplace.shipment_interest.expressed': async (event, tx) => {
        const d = event.data as { shipmentId: string; travelerId: string; senderId: string };
        await addParty(tx, d.shipmentId, d.senderId, 'sender');
        await addParty(tx, d.shipmentId, d.travelerId, 'traveler');
      },
      'marketplace.shipment.matched': async (event, tx) => {
        const d = event.data as { shipmentId: string; travelerId: string; senderId: string };
        await addParty(tx, d.shipmentId, d.senderId, 'sender');
        await addParty(tx, d.shipmentId, d.travelerId, 'traveler');
      },
    },
  };
}
