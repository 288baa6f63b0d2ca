import { randomUUID } from 'node:crypto';
import type { EventMetadata, RpcMeta, StoredPackageDetail } from '@oneway/contracts';
import { handleCommand, type Queryable } from '@oneway/eventstore';
import type {
  RelayPointFacts,
  RelayShipment,
  StoredPackageCommand,
} from '../../domain/stored-package/stored-package.commands.js';
import {
  legAt,
  storedPackageDecider,
  storedPackageStreamId,
} from '../../domain/stored-package/stored-package.decider.js';
import { requireStaffAt } from '../caller.js';
import { packageDetail } from '../inventory/package-views.query.js';
import { readModelsAt, type RelayDeps } from '../relay-deps.js';
import { loadStorageLimits } from '../settings/storage-settings.repository.js';

export interface CheckInRequest {
  relayPointId: string;
  trackingCode: string;
  condition: string;
  conditionNotes?: string | null | undefined;
  photos: string[];
  expectedPickupDate?: string | null | undefined;
  handoffInstructions?: string | null | undefined;
  emergencyContact?: string | null | undefined;
  estimatedStorageDays?: number | undefined;
  requestId?: string | undefined;
}

export async function relayPointFacts(db: Queryable, relayPointId: string): Promise<RelayPointFacts> {
  const { rows } = await db.query<{ name: string; city: string; is_active: boolean }>(
    'SELECT name, city, is_active FROM relay_points WHERE id = $1',
    [relayPointId],
  );
  const r = rows[0]!;
  return { relayPointId, label: `${r.name}, ${r.city}`, active: r.is_active };
}

async function shipmentByTrackingCode(db: Queryable, code: string): Promise<RelayShipment | null> {
  const { rows } = await db.query<{
    shipment_id: string;
    tracking_number: string;
    status: RelayShipment['status'];
    sender_id: string;
    traveler_id: string | null;
    origin_relay_point_id: string | null;
    destination_relay_point_id: string | null;
  }>('SELECT * FROM relay_shipments WHERE tracking_number = $1', [code.trim().toUpperCase()]);
  const r = rows[0];
  return r
    ? {
        shipmentId: r.shipment_id,
        trackingNumber: r.tracking_number,
        status: r.status,
        senderId: r.sender_id,
        travelerId: r.traveler_id,
        originRelayPointId: r.origin_relay_point_id,
        destinationRelayPointId: r.destination_relay_point_id,
      }
    : null;
}

/**
 * Staff take a package in at their point: the tracking code must name a shipment headed to
 * (destination) or from (origin) this point at the matching step. A retry with the same
 * `requestId` returns the first check-in; any other second check-in is a 409.
 */
export async function checkInPackage(
  deps: RelayDeps,
  meta: RpcMeta,
  req: CheckInRequest,
  metadata: EventMetadata,
): Promise<StoredPackageDetail> {
  const staff = await requireStaffAt(deps.pool, meta, req.relayPointId);
  const point = await relayPointFacts(deps.pool, req.relayPointId);
  const shipment = req.trackingCode.trim() ? await shipmentByTrackingCode(deps.pool, req.trackingCode) : null;
  const command: StoredPackageCommand = {
    type: 'check_in',
    packageId: randomUUID(),
    requestId: req.requestId ?? randomUUID(),
    staffId: staff.userId,
    trackingCode: req.trackingCode,
    point,
    shipment,
    input: {
      condition: req.condition,
      conditionNotes: req.conditionNotes ?? null,
      photos: req.photos,
      expectedPickupDate: req.expectedPickupDate ?? null,
      handoffInstructions: req.handoffInstructions ?? null,
      emergencyContact: req.emergencyContact ?? null,
      estimatedStorageDays: req.estimatedStorageDays,
    },
    limits: await loadStorageLimits(deps.pool),
  };
  const leg = shipment && legAt(shipment, req.relayPointId);
  // Without a shipment headed here there is no stream to load: the decider gives the reason.
  if (!shipment || !leg) storedPackageDecider.decide(command, storedPackageDecider.initialState(), metadata.now);
  const result = await handleCommand(
    deps.store,
    storedPackageDecider,
    storedPackageStreamId(shipment!.shipmentId, leg!),
    command,
    metadata,
  );
  await readModelsAt(deps, result.lastPosition);
  if (result.state.status === 'none') throw new Error('check-in left no package');
  return packageDetail(deps.pool, req.relayPointId, result.state.checkIn.packageId, deps.now());
}
