import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type EventMetadata,
  type EventOf,
  type ShipmentView,
  type shipmentCreatedV1,
  type shipmentUpdatedV1,
} from '@oneway/contracts';
import { shipmentDecider, shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import type { ShipmentListingInput } from '../../domain/shipment/shipment-listing.js';
import { newTrackingNumber } from '../../infrastructure/ids/tracking-number.js';
import { executeStatement, runCommand, type InlineStatement, type SessionStatement } from '@oneway/eventstore';
import pg from 'pg';
import { loadShipmentForParty } from './shipment-access.js';
import {
  knownRelayPoints,
  type KnownRelayPoint,
  refuseUnknownRelayPoints,
  relayPointsRead,
} from './listing-relay-points.js';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { shipmentForParty } from '../queries/shipment-for-party.query.js';
import { toShipmentView } from '../queries/shipment-rows.js';
import { insertListedStatement } from '../projections/shipments.projection.js';

/**
 * Lists a package: a new pending shipment with its own tracking number. Its row in the
 * shipments read model commits with its events (an inline projection), so browse shows it at
 * once; the reply is the view built from the created event, so the caller never waits on a
 * projection. With a client-chosen id a retry is idempotent: the decider finds the same create
 * stored and appends nothing, and the caller gets the shipment back; the id with another
 * listing is SHIPMENT.ALREADY_EXISTS (409), and anyone else gets not_found, as for any
 * shipment that is not theirs (decision create-id-reuse-409).
 */
export async function createShipment(
  deps: MarketplaceDeps,
  actor: Actor,
  { shipmentId: requestedId, ...listing }: ShipmentListingInput & { shipmentId?: string },
  metadata: EventMetadata,
): Promise<ShipmentView> {
  const shipmentId = requestedId ?? randomUUID();
  const streamId = shipmentStreamId(shipmentId);
  // Two round trips (decision marketplace-create-two-round-trips): BEGIN with the stream and
  // the tracking number's check, then the append and the browse row with COMMIT.
  // The relay points it names are read in the same round trip (none: no read).
  const pointsRead = relayPointsRead(listing);
  for (;;) {
    const trackingNumber = newTrackingNumber();
    const { value: decided, lastPosition } = await runCommand(
      deps.store,
      metadata,
      async (uow) => {
        // 50 random bits make a repeat vanishingly rare; checking the read model makes it rarer still.
        if (uow.reads[0]!.rowCount) return null;
        const { events } = await uow.decide(shipmentDecider, streamId, {
          type: 'create_shipment',
          shipmentId,
          senderId: actor.userId,
          trackingNumber,
          listing,
        });
        const created = events.find((e) => e.type === 'marketplace.shipment.created');
        if (created && pointsRead) {
          const { details } = (created as EventOf<typeof shipmentCreatedV1>).data;
          refuseUnknownRelayPoints(details!, uow.reads[1]!.rows as KnownRelayPoint[]);
        }
        // In browse the moment it commits (decision marketplace-listing-inline-projection.md).
        if (events.length) uow.atCommit(insertListedStatement);
        return events;
      },
      {
        prefetch: [streamId],
        reads: [trackingNumberTaken(trackingNumber), ...(pointsRead ? [pointsRead] : [])],
        oneTripCommit: true,
      },
    );
    if (!decided) continue;
    const created = decided.find((e) => e.type === 'marketplace.shipment.created') as
      EventOf<typeof shipmentCreatedV1> | undefined;
    if (created?.data.details) return newShipmentView(created.data, metadata.now);
    // A retry: its row committed with the first create's events.
    await readModelsAt(deps, lastPosition);
    return shipmentForParty(deps, shipmentId, actor.userId);
  }
}

/** A just-listed shipment as the shipments projection makes it from its created event. */
function newShipmentView(d: EventOf<typeof shipmentCreatedV1>['data'], at: Date): ShipmentView {
  return toShipmentView(
    {
      id: d.shipmentId,
      sender_id: d.senderId,
      traveler_id: null,
      trip_id: null,
      tracking_number: d.trackingNumber,
      status: 'pending',
      escrow_status: 'none',
      details: d.details!,
      created_at: at,
      updated_at: at,
    },
    d.senderId,
    { pickupCode: null, deliveryCode: null },
  );
}

const TRACKING_NUMBER_TAKEN: SessionStatement = {
  name: 'marketplace_begin_tracking_taken',
  prepare: 'PREPARE marketplace_begin_tracking_taken(text) AS SELECT 1 FROM shipments WHERE tracking_number = $1',
};

/** A read for a create's BEGIN: a row when `trackingNumber` is already some shipment's. */
const trackingNumberTaken = (trackingNumber: string): InlineStatement =>
  executeStatement(TRACKING_NUMBER_TAKEN, pg.escapeLiteral(trackingNumber));

export async function updateShipment(
  deps: MarketplaceDeps,
  actor: Actor,
  shipmentId: string,
  listing: ShipmentListingInput,
  metadata: EventMetadata,
): Promise<ShipmentView> {
  const points = await knownRelayPoints(deps.pool, listing);
  const { lastPosition } = await runCommand(deps.store, metadata, async (uow) => {
    await loadShipmentForParty(uow, shipmentId, actor.userId);
    const d = await uow.decide(shipmentDecider, shipmentStreamId(shipmentId), {
      type: 'update_shipment',
      actorId: actor.userId,
      listing,
    });
    const updated = d.events.find((e) => e.type === 'marketplace.shipment.updated');
    if (updated && d.before.status !== 'absent') {
      refuseUnknownRelayPoints(
        (updated as EventOf<typeof shipmentUpdatedV1>).data.details,
        points,
        d.before.details ?? {},
      );
    }
    return d;
  });
  await readModelsAt(deps, lastPosition);
  return shipmentForParty(deps, shipmentId, actor.userId);
}
