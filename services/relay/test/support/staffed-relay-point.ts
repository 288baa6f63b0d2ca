import { randomUUID } from 'node:crypto';
import {
  type Actor,
  adminAssignRelayStaffRpc,
  adminCreateRelayPointRpc,
  createShipmentRpc,
  relayCheckInRpc,
  type StoredPackageDetail,
} from '@oneway/contracts';
import { eventually, subjectPrefix, testUrls } from '@oneway/testing';
import { Redis } from 'ioredis';
import { StorageExpiryQueues } from '../../src/infrastructure/jobs/storage-expiry-queues.js';
import { daysFromToday, type relaySuite, userOf } from './relay-suite.js';

/**
 * An Atlanta relay point created by an admin, with one relay staff member, for the storage
 * tests: senders drop packages off there and its staff check them in, and the storage-expiry
 * queues on this file's Redis prefix let a test run the sweep at a time it chooses (start the
 * suite with RELAY_SWEEP_EVERY_MS=0 so the service's own sweep stays off).
 */
export function staffedRelayPoint({ call }: ReturnType<typeof relaySuite>, name: string) {
  const admin = userOf('admin');
  const staff = userOf('relay_staff');
  let redis: Redis | undefined;
  let queues: StorageExpiryQueues | undefined;
  let id: string | undefined;

  beforeAll(async () => {
    redis = new Redis(testUrls.redis(), { maxRetriesPerRequest: null });
    queues = new StorageExpiryQueues(redis, subjectPrefix());
    const point = await call(admin, adminCreateRelayPointRpc, {
      name,
      address: '5 Peachtree St',
      city: 'Atlanta',
      country: 'United States',
      zipCode: '30303',
      latitude: 33.75,
      longitude: -84.39,
      contactName: 'Jo Park',
      contactPhone: '+14045550100',
      operatingHours: 'Daily 08:00–20:00',
      notes: null,
      capacity: 50,
    });
    id = point.id;
    await call(admin, adminAssignRelayStaffRpc, { relayPointId: id, userId: staff.userId });
  });
  afterAll(async () => {
    await queues?.close();
    redis?.disconnect();
  });

  return {
    admin,
    staff,
    get id(): string {
      return id!;
    },
    get queues(): StorageExpiryQueues {
      return queues!;
    },
    /**
     * A shipment from `sender` (Atlanta → London) whose origin is this point, dropped off and
     * checked in by its staff: a sender may drop a package off before a traveler is matched.
     */
    async checkIn(sender: Actor, contents: string): Promise<StoredPackageDetail> {
      // The marketplace learns of the point from relay's events: it lists through it once it has.
      const shipment = await eventually(() =>
        call(sender, createShipmentRpc, {
          fromLocation: 'Atlanta, United States',
          toLocation: 'London, United Kingdom',
          weight: 1,
          weightUnit: 'kg',
          size: 'small',
          contents,
          prohibitedItemsDeclared: true,
          declaredValue: 2000,
          paymentAmount: 3000,
          currency: 'USD',
          earliestPickupDate: daysFromToday(3),
          latestDeliveryDate: daysFromToday(30),
          receiverName: 'Kim Lee',
          receiverPhone: '+447700900123',
          receiverAddressLine1: '1 Baker Street',
          receiverCity: 'London',
          receiverCountry: 'United Kingdom',
          originRelayPointId: id!,
          destinationRelayPointId: null,
        }),
      );
      return eventually(() =>
        call(staff, relayCheckInRpc, {
          relayPointId: id!,
          trackingCode: shipment.trackingNumber,
          requestId: randomUUID(),
        }),
      );
    },
  };
}
