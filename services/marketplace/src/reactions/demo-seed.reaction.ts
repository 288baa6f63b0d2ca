import { randomUUID } from 'node:crypto';
import {
  DEMO_RELAY_DROP_OFF_DAYS_AGO,
  DEMO_RELAY_POINT_IDS,
  type EventData,
  type EventMetadata,
  type userRegisteredV1,
} from '@oneway/contracts';
import { type EventStore, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';
import { addDays, todayOf } from '../domain/shared/calendar-date.js';
import { shipmentDecider, shipmentStreamId } from '../domain/shipment/shipment.decider.js';
import type { ShipmentListingInput } from '../domain/shipment/shipment-listing.js';
import { newTrackingNumber } from '../infrastructure/ids/tracking-number.js';
import { tripDecider, tripStreamId } from '../domain/trip/trip.decider.js';

// SEED_DEMO=1 (never in production): when identity registers its demo accounts, give them a
// live marketplace on the spec's routes: alice@oneway.local sends, bola@oneway.local travels
// (verified trips). Runs once per registration event (consumer inbox).

const ROUTES = [
  {
    from: 'London, United Kingdom',
    to: 'Lagos, Nigeria',
    currency: 'GBP',
    receiver: ['Ngozi Okafor', '+2348031234567', '4 Awolowo Road', 'Lagos', 'Nigeria'],
  },
  {
    from: 'Chicago, United States',
    to: 'London, United Kingdom',
    currency: 'USD',
    receiver: ['Harriet Shaw', '+447700900123', '21 Camden High Street', 'London', 'United Kingdom'],
  },
  {
    from: 'New York, United States',
    to: 'Toronto, Canada',
    currency: 'USD',
    receiver: ['Marc Tremblay', '+14165550123', '80 Queen Street West', 'Toronto', 'Canada'],
  },
] as const;

const RELAY_DEMO_CONTENTS = [
  'Textbooks for a university course',
  'A handmade quilt',
  'Spare phone chargers and cables',
  'Tea and biscuits gift box',
];

const CONTENTS = ['Two paperback books and a wool scarf', 'Birthday gift: a boxed watch', 'Family photos and letters'];

function demoListing(route: (typeof ROUTES)[number], i: number, today: string): ShipmentListingInput {
  const [receiverName, receiverPhone, receiverAddressLine1, receiverCity, receiverCountry] = route.receiver;
  return {
    fromLocation: route.from,
    toLocation: route.to,
    weight: [2.5, 1.2, 4][i] ?? 2,
    weightUnit: 'kg',
    size: 'small',
    contents: CONTENTS[i] ?? 'Clothes',
    contentTypes: i === 1 ? ['fragile'] : [],
    prohibitedItemsDeclared: true,
    declaredValue: [4000, 15000, 2500][i] ?? 1000,
    paymentAmount: [3500, 4500, 3000][i] ?? 3000,
    currency: route.currency,
    earliestPickupDate: addDays(today, 2),
    latestDeliveryDate: addDays(today, 30),
    receiverName,
    receiverPhone,
    receiverAddressLine1,
    receiverCity,
    receiverCountry,
  };
}

export function demoSeedConsumer(store: EventStore): ConsumerSpec {
  return {
    name: 'marketplace-demo-seed',
    context: 'identity',
    handlers: {
      'identity.user.registered': async (event, tx) => {
        const user = event.data as EventData<typeof userRegisteredV1>;
        const now = new Date();
        const today = todayOf(now);
        if (user.email !== 'alice@oneway.local' && user.email !== 'bola@oneway.local') return;
        const metadata = { correlationId: event.correlationId, causationId: event.id, actorId: null, now };
        await runCommand(
          store,
          metadata,
          async (uow) => {
            if (user.email === 'alice@oneway.local') {
              for (const [i, route] of ROUTES.entries()) {
                const shipmentId = randomUUID();
                await uow.decide(shipmentDecider, shipmentStreamId(shipmentId), {
                  type: 'create_shipment',
                  shipmentId,
                  senderId: user.userId,
                  trackingNumber: newTrackingNumber(),
                  listing: demoListing(route, i, today),
                });
              }
            } else {
              for (const [i, route] of ROUTES.entries()) {
                const tripId = randomUUID();
                await uow.decide(tripDecider, tripStreamId(tripId), {
                  type: 'create_trip',
                  tripId,
                  travelerId: user.userId,
                  travelerVerified: true,
                  plan: {
                    fromLocation: route.from,
                    toLocation: route.to,
                    departureDate: addDays(today, 5 + i),
                    arrivalDate: addDays(today, 6 + i),
                    availableSpaceKg: 10,
                    airlineName: ['British Airways', 'United', 'Air Canada'][i] ?? null,
                  },
                });
              }
            }
          },
          { tx },
        );
        if (user.email === 'alice@oneway.local') await listRelayDemoShipments(store, tx, user.userId, metadata, today);
      },
    },
  };
}

/**
 * Alice's parcels dropped off at the demo London relay point (the relay seed checks them in,
 * backdated to show each storage state): listed the day before the oldest drop-off, so that
 * every timeline reads listed, then dropped off.
 */
async function listRelayDemoShipments(
  store: EventStore,
  tx: pg.PoolClient,
  senderId: string,
  metadata: EventMetadata,
  today: string,
) {
  const listedAt = new Date(metadata.now.getTime() - (Math.max(...DEMO_RELAY_DROP_OFF_DAYS_AGO) + 1) * 86_400_000);
  await runCommand(
    store,
    { ...metadata, now: listedAt },
    async (uow) => {
      for (const [i, contents] of RELAY_DEMO_CONTENTS.entries()) {
        const shipmentId = randomUUID();
        await uow.decide(shipmentDecider, shipmentStreamId(shipmentId), {
          type: 'create_shipment',
          shipmentId,
          senderId,
          trackingNumber: newTrackingNumber(),
          listing: {
            ...demoListing(ROUTES[0], 0, today),
            contents,
            paymentAmount: 3000 + i * 250,
            originRelayPointId: DEMO_RELAY_POINT_IDS.londonCamden,
            destinationRelayPointId: DEMO_RELAY_POINT_IDS.lagosMarina,
          },
        });
      }
    },
    { tx },
  );
}
