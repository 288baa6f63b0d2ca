import { randomUUID } from 'node:crypto';
import {
  createShipmentRpc,
  getShipmentRpc,
  relayPointCreatedV1,
  relayPointDeactivatedV1,
  type RelayPointDetails,
  updateShipmentRpc,
} from '@oneway/contracts';
import { eventually, shipmentRequestBody } from '@oneway/testing';
import { userOf } from './support/marketplace-e2e.js';
import { marketplaceSuite } from './support/marketplace-suite.js';

// A listing routes only through relay points that exist, are open and stand in its own cities
// (decision marketplace-listing-relay-points): the marketplace learns them from relay's events.

const pointIn = (city: string, country: RelayPointDetails['country']): RelayPointDetails => ({
  name: `${city} relay point`,
  address: '1 High Street',
  city,
  country,
  zipCode: null,
  latitude: 0,
  longitude: 0,
  contactName: 'Desk',
  contactPhone: '+447700900123',
  operatingHours: 'Mon–Fri 9–18',
  notes: null,
  capacity: 100,
});

describe('a listing names only open relay points in its own cities', () => {
  const suite = marketplaceSuite('marketplace_listing_points');
  const { call } = suite;
  const [london, lagos, manchester, closed] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    await suite.publish(relayPointCreatedV1, { relayPointId: london, details: pointIn('London', 'United Kingdom') });
    await suite.publish(relayPointCreatedV1, { relayPointId: lagos, details: pointIn('Lagos', 'Nigeria') });
    await suite.publish(relayPointCreatedV1, {
      relayPointId: manchester,
      details: pointIn('Manchester', 'United Kingdom'),
    });
    await suite.publish(relayPointCreatedV1, { relayPointId: closed, details: pointIn('London', 'United Kingdom') });
    await suite.publish(relayPointDeactivatedV1, { relayPointId: closed });
    // The last event is applied once the closed point reads as closed.
    await eventually(async () => {
      const { rows } = await suite.service.ctx.pool.query('SELECT active FROM relay_points WHERE relay_point_id = $1', [
        closed,
      ]);
      expect(rows).toEqual([{ active: false }]);
    });
  });

  const refusal = (field: string, message: string) => ({
    code: 'SHIPMENT.INVALID',
    kind: 'validation',
    fieldErrors: [{ field, message }],
  });

  it('an unknown relay point id is a 400 naming the field, and nothing is listed', async () => {
    const sender = userOf();
    const shipmentId = randomUUID();
    await expect(
      call(sender, createShipmentRpc, shipmentRequestBody({ shipmentId, originRelayPointId: randomUUID() })),
    ).rejects.toMatchObject(refusal('originRelayPointId', 'No relay point has this id'));
    await expect(call(sender, getShipmentRpc, { shipmentId })).rejects.toMatchObject({ code: 'SHIPMENT.NOT_FOUND' });
  });

  it('a closed relay point, or one in another city, is refused', async () => {
    const sender = userOf();
    await expect(
      call(sender, createShipmentRpc, shipmentRequestBody({ originRelayPointId: closed })),
    ).rejects.toMatchObject(refusal('originRelayPointId', 'This relay point is closed: choose another'));
    await expect(
      call(sender, createShipmentRpc, shipmentRequestBody({ originRelayPointId: manchester })),
    ).rejects.toMatchObject(
      refusal('originRelayPointId', 'The drop-off relay point must be in London, United Kingdom'),
    );
    await expect(
      call(sender, createShipmentRpc, shipmentRequestBody({ destinationRelayPointId: london })),
    ).rejects.toMatchObject(refusal('destinationRelayPointId', 'The pick-up relay point must be in Lagos, Nigeria'));
  });

  it('open points in the origin and destination cities are accepted, and an edit to an unknown one is refused', async () => {
    const sender = userOf();
    const body = shipmentRequestBody({ originRelayPointId: london, destinationRelayPointId: lagos });
    const listed = await call(sender, createShipmentRpc, body);
    expect(listed).toMatchObject({ originRelayPointId: london, destinationRelayPointId: lagos });
    await expect(
      call(sender, updateShipmentRpc, { ...body, shipmentId: listed.id, destinationRelayPointId: randomUUID() }),
    ).rejects.toMatchObject(refusal('destinationRelayPointId', 'No relay point has this id'));
    const after = await call(sender, getShipmentRpc, { shipmentId: listed.id });
    expect(after.destinationRelayPointId).toBe(lagos);
    // An edit that keeps its points (and changes the price) goes through.
    const edited = await call(sender, updateShipmentRpc, { ...body, shipmentId: listed.id, paymentAmount: 3_900 });
    expect(edited).toMatchObject({ paymentAmount: 3_900, originRelayPointId: london });
  });
});
