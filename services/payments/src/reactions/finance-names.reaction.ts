import type {
  EventData,
  shipmentCreatedV1,
  shipmentUpdatedV1,
  userProfileUpdatedV1,
  userRegisteredV1,
} from '@oneway/contracts';
import type { EventHandler } from '@oneway/eventstore';

/**
 * The names the finance desk shows beside a payment or a payout: a person's full name and
 * username (from identity), and a shipment's tracking number and route (from the marketplace).
 * Nothing else of either is kept: no e-mail, no address.
 */
export const peopleHandlers: Record<string, EventHandler> = {
  'identity.user.registered': async (e, tx) => {
    const d = e.data as EventData<typeof userRegisteredV1>;
    await tx.query(
      `INSERT INTO payments_people (user_id, full_name, username) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET full_name = $2, username = $3`,
      [d.userId, d.fullName, d.username],
    );
  },
  'identity.user.profile_updated': async (e, tx) => {
    const d = e.data as EventData<typeof userProfileUpdatedV1>;
    if (d.fullName)
      await tx.query('UPDATE payments_people SET full_name = $2 WHERE user_id = $1', [d.userId, d.fullName]);
  },
};

export const shipmentLabelHandlers: Record<string, EventHandler> = {
  'marketplace.shipment.created': async (e, tx) => {
    const d = e.data as EventData<typeof shipmentCreatedV1>;
    await tx.query(
      `INSERT INTO shipment_labels (shipment_id, tracking_number, from_location, to_location) VALUES ($1, $2, $3, $4)
       ON CONFLICT (shipment_id) DO NOTHING`,
      [d.shipmentId, d.trackingNumber, d.fromLocation, d.toLocation],
    );
  },
  // A listing edited while pending may go elsewhere. The consumer keeps the stream's order (one
  // message in flight), so the edit always lands after the listing's row.
  'marketplace.shipment.updated': async (e, tx) => {
    const d = e.data as EventData<typeof shipmentUpdatedV1>;
    await tx.query('UPDATE shipment_labels SET from_location = $2, to_location = $3 WHERE shipment_id = $1', [
      d.shipmentId,
      d.details.fromLocation,
      d.details.toLocation,
    ]);
  },
};
