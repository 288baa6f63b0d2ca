import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { StoredPackageEvent } from '../../domain/stored-package/stored-package.decider.js';

type Stored = StoredEvent & StoredPackageEvent;

/**
 * `package_storage` and `package_storage_history` (spec §3): the package's current row and
 * one history row per action (who, when, previous and new status, notes, photos).
 */
export const packageStorageProjection: Projection = {
  name: 'relay.package_storage',
  handles: [
    'relay.package.checked_in',
    'relay.package.released',
    'relay.package.returned',
    'relay.package.near_limit',
    'relay.package.expired',
  ],
  async apply(event, tx) {
    const e = event as Stored;
    const history = (action: string, previous: string | null, next: string, notes: string | null, photos: string[]) =>
      tx.query(
        `INSERT INTO package_storage_history (id, package_storage_id, action, performed_by, previous_status, new_status, notes, photos, "timestamp", position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
        [e.id, e.data.packageId, action, e.actorId, previous, next, notes, photos, e.occurredAt, e.position],
      );
    switch (e.type) {
      case 'relay.package.checked_in': {
        const d = e.data;
        await tx.query(
          `INSERT INTO package_storage (id, shipment_id, relay_point_id, leg, tracking_number, status, condition, condition_notes, photos,
             stored_by, stored_at, expected_pickup_date, handoff_instructions, emergency_contact, estimated_storage_days,
             sender_id, traveler_id, created_at, updated_at, version)
           VALUES ($1, $2, $3, $4, $5, 'stored', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.packageId,
            d.shipmentId,
            d.relayPointId,
            d.leg,
            d.trackingNumber,
            d.condition,
            d.conditionNotes,
            d.photos,
            d.storedBy,
            d.storedAt,
            d.expectedPickupDate,
            d.handoffInstructions,
            d.emergencyContact,
            d.estimatedStorageDays,
            d.senderId,
            d.travelerId,
            e.occurredAt,
            e.streamVersion,
          ],
        );
        await history('checked_in', null, 'stored', d.conditionNotes, d.photos);
        return;
      }
      case 'relay.package.released':
        await tx.query(
          `UPDATE package_storage SET status = 'released', picked_up_by = $2, picked_up_at = $3, traveler_id = $4,
             updated_at = $3, version = $5 WHERE id = $1 AND version < $5`,
          [e.data.packageId, e.data.releasedBy, e.occurredAt, e.data.travelerId, e.streamVersion],
        );
        await history(`released_${e.data.codeKind}`, 'stored', 'released', e.data.notes, []);
        return;
      case 'relay.package.returned':
        await tx.query(
          `UPDATE package_storage SET status = 'returned', storage_notes = $2, updated_at = $3, version = $4
           WHERE id = $1 AND version < $4`,
          [e.data.packageId, e.data.notes, e.occurredAt, e.streamVersion],
        );
        await history('returned_to_sender', 'stored', 'returned', e.data.notes, []);
        return;
      case 'relay.package.near_limit':
        await tx.query(
          `UPDATE package_storage SET near_limit_at = $2, updated_at = $2, version = $3 WHERE id = $1 AND version < $3`,
          [e.data.packageId, e.occurredAt, e.streamVersion],
        );
        await history('near_limit', 'stored', 'stored', `Stored ${e.data.storageDays} days (${e.data.reason})`, []);
        return;
      case 'relay.package.expired':
        await tx.query(
          `UPDATE package_storage SET expired_at = $2, updated_at = $2, version = $3 WHERE id = $1 AND version < $3`,
          [e.data.packageId, e.occurredAt, e.streamVersion],
        );
        await history('expired', 'stored', 'stored', `Stored ${e.data.storageDays} days`, []);
        return;
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE package_storage, package_storage_history, package_storage_buckets');
  },
};
