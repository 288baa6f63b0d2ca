import {
  DEMO_RELAY_DROP_OFF_DAYS_AGO,
  DEMO_RELAY_POINT_IDS,
  type EventData,
  type RelayPointDetails,
  type shipmentCreatedV1,
  type userRegisteredV1,
} from '@oneway/contracts';
import { type EventStore, loadState, NotReadyYet, type Queryable, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';
import { relayPointDecider, relayPointStreamId } from '../domain/relay-point/relay-point.decider.js';
import { storedPackageDecider, storedPackageStreamId } from '../domain/stored-package/stored-package.decider.js';
import { loadStorageLimits } from '../application/settings/storage-settings.repository.js';
import { rememberListedShipment } from './shipments-known-to-relay.consumer.js';

// SEED_DEMO=1 (never in production): demo relay points when the demo admin registers, the
// demo relay staff (relay@oneway.local) assigned to the London point, and the demo sender's
// shipments through that point checked in there with storage ages that show every status
// (Good, Near Limit, Expired). Everything goes through the deciders; the consumer inbox and
// the fixed ids make each step happen once.

const point = (o: Partial<RelayPointDetails> & Pick<RelayPointDetails, 'name' | 'address' | 'city' | 'country'>) =>
  ({
    zipCode: null,
    latitude: 0,
    longitude: 0,
    contactName: 'Relay desk',
    contactPhone: '+447700900100',
    operatingHours: 'Mon–Sat 09:00–19:00',
    notes: null,
    capacity: 200,
    ...o,
  }) satisfies RelayPointDetails;

const DEMO_POINTS: [string, RelayPointDetails][] = [
  [
    DEMO_RELAY_POINT_IDS.londonCamden,
    point({
      name: 'Camden Relay',
      address: '21 Camden High Street',
      city: 'London',
      country: 'United Kingdom',
      zipCode: 'NW1 7JE',
      latitude: 51.5362,
      longitude: -0.1403,
    }),
  ],
  [
    DEMO_RELAY_POINT_IDS.lagosMarina,
    point({
      name: 'Marina Relay',
      address: '4 Marina Road, Lagos Island',
      city: 'Lagos',
      country: 'Nigeria',
      latitude: 6.4503,
      longitude: 3.3958,
      contactPhone: '+2348031234500',
    }),
  ],
  [
    DEMO_RELAY_POINT_IDS.chicagoLoop,
    point({
      name: 'Loop Relay',
      address: '200 W Madison St',
      city: 'Chicago',
      country: 'United States',
      zipCode: '60606',
      latitude: 41.8819,
      longitude: -87.6346,
      contactPhone: '+13125550100',
    }),
  ],
  [
    DEMO_RELAY_POINT_IDS.newYorkMidtown,
    point({
      name: 'Midtown Relay',
      address: '350 5th Avenue',
      city: 'New York',
      country: 'United States',
      zipCode: '10118',
      latitude: 40.7484,
      longitude: -73.9857,
      contactPhone: '+12125550100',
    }),
  ],
  [
    DEMO_RELAY_POINT_IDS.torontoQueenWest,
    point({
      name: 'Queen West Relay',
      address: '80 Queen Street West',
      city: 'Toronto',
      country: 'Canada',
      zipCode: 'M5H 2N2',
      latitude: 43.6525,
      longitude: -79.3832,
      contactPhone: '+14165550100',
    }),
  ],
];

const DAY_MS = 86_400_000;

const metaOf = (event: { id: string; correlationId: string }, now: Date) => ({
  correlationId: event.correlationId,
  causationId: event.id,
  actorId: null,
  now,
});

async function demoStaffAt(store: EventStore, db: Queryable): Promise<string | null> {
  const { state } = await loadState(
    store,
    relayPointDecider,
    relayPointStreamId(DEMO_RELAY_POINT_IDS.londonCamden),
    db,
  );
  return state.exists ? (state.staff[0] ?? null) : null;
}

/** Checks in every demo shipment known for the London point that is not stored yet. */
async function checkInDemoPackages(
  store: EventStore,
  tx: pg.PoolClient,
  event: { id: string; correlationId: string },
  nthOf: (index: number) => number = (i) => i,
  onlyShipmentId: string | null = null,
) {
  const staffId = await demoStaffAt(store, tx);
  // Redelivered by JetStream until the demo staff account is assigned (identity seeds it at boot).
  if (!staffId) throw new NotReadyYet('the demo relay staff to be assigned');
  const limits = await loadStorageLimits(tx);
  const { rows } = await tx.query<{
    shipment_id: string;
    tracking_number: string;
    sender_id: string;
    traveler_id: string | null;
    status: 'pending';
    destination_relay_point_id: string | null;
  }>(
    `SELECT * FROM relay_shipments WHERE origin_relay_point_id = $1 AND status = 'pending'
     AND shipment_id NOT IN (SELECT shipment_id FROM package_storage)
     AND ($2::uuid IS NULL OR shipment_id = $2) ORDER BY tracking_number`,
    [DEMO_RELAY_POINT_IDS.londonCamden, onlyShipmentId],
  );
  for (const [index, r] of rows.entries()) {
    const i = nthOf(index);
    const ages = DEMO_RELAY_DROP_OFF_DAYS_AGO;
    const now = new Date(Date.now() - (ages[i % ages.length] ?? 1) * DAY_MS);
    await runCommand(
      store,
      metaOf(event, now),
      (uow) =>
        uow.decide(storedPackageDecider, storedPackageStreamId(r.shipment_id, 'origin'), {
          type: 'check_in',
          packageId: r.shipment_id,
          // The shipment id as the request id: a second seed run is the same check-in.
          requestId: r.shipment_id,
          staffId,
          trackingCode: r.tracking_number,
          point: { relayPointId: DEMO_RELAY_POINT_IDS.londonCamden, label: 'Camden Relay, London', active: true },
          shipment: {
            shipmentId: r.shipment_id,
            trackingNumber: r.tracking_number,
            status: r.status,
            senderId: r.sender_id,
            travelerId: r.traveler_id,
            originRelayPointId: DEMO_RELAY_POINT_IDS.londonCamden,
            destinationRelayPointId: r.destination_relay_point_id,
          },
          input: {
            condition: i === 2 ? 'fair' : 'good',
            conditionNotes: i === 2 ? 'Corner of the box dented' : null,
            photos: [],
            expectedPickupDate: null,
            handoffInstructions: 'Traveler collects with the pickup code and photo ID',
            emergencyContact: null,
            estimatedStorageDays: undefined,
          },
          limits,
        }),
      { tx },
    );
  }
}

export function relayDemoSeedConsumers(store: EventStore): ConsumerSpec[] {
  return [
    {
      name: 'relay-demo-seed-identity',
      context: 'identity',
      handlers: {
        'identity.user.registered': async (event, tx) => {
          const user = event.data as EventData<typeof userRegisteredV1>;
          if (user.email === 'admin@oneway.local') {
            await runCommand(
              store,
              { ...metaOf(event, new Date()), actorId: user.userId },
              async (uow) => {
                for (const [relayPointId, details] of DEMO_POINTS)
                  await uow.decide(relayPointDecider, relayPointStreamId(relayPointId), {
                    type: 'create_point',
                    relayPointId,
                    details,
                  });
              },
              { tx },
            );
          }
          if (user.email === 'relay@oneway.local') {
            const londonId = DEMO_RELAY_POINT_IDS.londonCamden;
            const [, london] = DEMO_POINTS[0]!;
            await runCommand(
              store,
              metaOf(event, new Date()),
              async (uow) => {
                // The point may not exist yet if this registration is handled first.
                await uow.decide(relayPointDecider, relayPointStreamId(londonId), {
                  type: 'create_point',
                  relayPointId: londonId,
                  details: london,
                });
                await uow.decide(relayPointDecider, relayPointStreamId(londonId), {
                  type: 'assign_staff',
                  userId: user.userId,
                });
              },
              { tx },
            );
            await checkInDemoPackages(store, tx, event);
          }
        },
      },
    },
    {
      name: 'relay-demo-seed-shipments',
      context: 'marketplace',
      handlers: {
        'marketplace.shipment.created': async (event, tx) => {
          const d = event.data as EventData<typeof shipmentCreatedV1>;
          if (d.details?.originRelayPointId !== DEMO_RELAY_POINT_IDS.londonCamden) return;
          // Only the marketplace seed's own shipments (no actor): a shipment a person lists
          // through Camden waits for the staff to check it in.
          if (event.actorId !== null) return;
          // relay_shipments is written by its own consumer: make sure this shipment is there.
          await rememberListedShipment(tx, event);
          // The marketplace seed prices its relay shipments 3000, 3250, 3500, 3750: one age each.
          const nth = Math.round((d.paymentAmount - 3000) / 250);
          await checkInDemoPackages(store, tx, event, () => nth, d.shipmentId);
        },
      },
    },
  ];
}
