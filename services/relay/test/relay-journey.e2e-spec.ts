import { randomUUID } from 'node:crypto';
import {
  confirmPickupRpc,
  acceptInterestRpc,
  adminAssignRelayStaffRpc,
  adminCreateRelayPointRpc,
  adminGetRelayPointRpc,
  adminSetRelayPointActiveRpc,
  approveTripRpc,
  createShipmentRpc,
  createTripRpc,
  escrowHeldV1,
  expressInterestRpc,
  getShipmentRpc,
  listActiveRelayPointsRpc,
  myRelayPointsRpc,
  publicTrackingRpc,
  relayCheckInRpc,
  relayGetPackageRpc,
  relayInventoryRpc,
  relayReleaseRpc,
  userRegisteredV1,
  verifyRelayHandoffCodeRpc,
  type Actor,
  type ShipmentView,
} from '@oneway/contracts';
import { eventually, shipmentRequestBody } from '@oneway/testing';
import { daysFromToday, relaySuite, userOf } from './support/relay-suite.js';

const point = (o: Record<string, unknown> = {}) => ({
  name: 'Camden Relay',
  address: '1 High Street',
  city: 'London',
  country: 'United Kingdom',
  zipCode: 'NW1 0AA',
  latitude: 51.54,
  longitude: -0.14,
  contactName: 'Sam Jones',
  contactPhone: '+447700900123',
  operatingHours: 'Mon–Fri 09:00–18:00',
  notes: '',
  capacity: 100,
  ...o,
});

describe('relay over RPC against Postgres and NATS, with the marketplace', () => {
  const suite = relaySuite('relay');
  const { call } = suite;
  const admin = userOf('admin');
  const staffA = userOf('relay_staff');
  const staffB = userOf('relay_staff');
  const sender = userOf();
  const traveler = userOf();

  let origin: string;
  let destination: string;
  let shipment: ShipmentView;
  let pickupCode: string;
  let deliveryCode: string;

  async function register(actor: Actor, fullName: string) {
    await suite.publish(userRegisteredV1, {
      userId: actor.userId,
      email: `${actor.userId}@example.com`,
      username: actor.userId.slice(0, 8),
      fullName,
      country: 'United Kingdom',
      userType: 'both',
      role: actor.role,
    });
  }

  beforeAll(async () => {
    await register(sender, 'Sarah Sender');
    await register(traveler, 'Tom Traveler');
    await register(staffA, 'Alex Staff');
  });

  it('an admin creates relay points and assigns staff; the public sees active points by country and city', async () => {
    const a = await call(admin, adminCreateRelayPointRpc, point({ relayPointId: randomUUID() }));
    expect(a).toMatchObject({ name: 'Camden Relay', isActive: true, zipCode: 'NW1 0AA', notes: null, staff: [] });
    origin = a.id;
    const b = await call(
      admin,
      adminCreateRelayPointRpc,
      point({
        name: 'Marina Relay',
        city: 'Lagos',
        country: 'Nigeria',
        latitude: 6.45,
        longitude: 3.39,
        zipCode: null,
      }),
    );
    destination = b.id;
    // A retried create (same client-chosen id) makes no second point.
    const again = await call(admin, adminCreateRelayPointRpc, point({ relayPointId: origin }));
    expect(again.id).toBe(origin);
    // Each admin change is audited with the change, once: the retried create wrote no second row.
    const { rows: audit } = await suite.relay.ctx.pool.query(
      `SELECT action, admin_user_id FROM admin_audit_logs WHERE entity_type = 'relay_point' AND entity_id = $1`,
      [origin],
    );
    expect(audit).toEqual([{ action: 'relay_point.create', admin_user_id: admin.userId }]);
    // The same id for other details is refused, naming the id; the point stays as first created.
    const taken = await call(
      admin,
      adminCreateRelayPointRpc,
      point({ relayPointId: origin, name: 'Another Relay', capacity: 5 }),
    ).catch((e: unknown) => e);
    expect(taken).toMatchObject({ code: 'RELAY_POINT.ID_TAKEN', kind: 'conflict' });
    expect((taken as Error).message).toContain(origin);
    expect(await call(admin, adminGetRelayPointRpc, { relayPointId: origin })).toMatchObject({
      name: 'Camden Relay',
      capacity: 100,
    });
    expect(await suite.relay.ctx.store.readStream(`relay_point-${origin}`)).toHaveLength(1);
    const { rowCount } = await suite.relay.ctx.pool.query(
      `SELECT 1 FROM admin_audit_logs WHERE entity_type = 'relay_point' AND entity_id = $1`,
      [origin],
    );
    expect(rowCount).toBe(1);

    const assigned = await call(admin, adminAssignRelayStaffRpc, { relayPointId: origin, userId: staffA.userId });
    await eventually(async () =>
      expect(
        (await call(admin, adminAssignRelayStaffRpc, { relayPointId: origin, userId: staffA.userId })).staff,
      ).toEqual([{ userId: staffA.userId, fullName: 'Alex Staff' }]),
    );
    expect(assigned.staff.map((s) => s.userId)).toEqual([staffA.userId]);
    await call(admin, adminAssignRelayStaffRpc, { relayPointId: destination, userId: staffB.userId });

    const london = await call(null, listActiveRelayPointsRpc, { country: 'United Kingdom', city: 'london' });
    expect(london.items.map((p) => p.id)).toEqual([origin]);
    expect(london.items[0]).not.toHaveProperty('contactName');
    expect((await call(staffA, myRelayPointsRpc, {})).items.map((p) => p.id)).toEqual([origin]);
  });

  it('only an admin manages relay points, and broken details come back field by field with nothing created', async () => {
    await expect(call(staffA, adminCreateRelayPointRpc, point())).rejects.toMatchObject({
      code: 'AUTH.ADMIN_ONLY',
      kind: 'forbidden',
    });
    const err = await call(
      admin,
      adminCreateRelayPointRpc,
      point({ name: '', contactPhone: '123', latitude: 200 }),
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'RELAY_POINT.INVALID', kind: 'validation' });
    expect((err as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field).sort()).toEqual([
      'contactPhone',
      'latitude',
      'name',
    ]);
    expect((await call(null, listActiveRelayPointsRpc, {})).items).toHaveLength(2);
  });

  it('a sender lists a shipment through the two points, pays, and a traveler is matched', async () => {
    // The marketplace learns of the points from relay's events: it lists through them once it has.
    shipment = await eventually(() =>
      call(
        sender,
        createShipmentRpc,
        shipmentRequestBody({ originRelayPointId: origin, destinationRelayPointId: destination }),
      ),
    );
    const trip = await call(traveler, createTripRpc, {
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      departureDate: daysFromToday(5),
      arrivalDate: daysFromToday(6),
      availableSpaceKg: 10,
      airlineName: 'British Airways',
    });
    await call(userOf('admin'), approveTripRpc, { tripId: trip.id });
    const interest = await call(traveler, expressInterestRpc, {
      shipmentId: shipment.id,
      tripId: trip.id,
      message: 'Hi',
    });
    await suite.publish(escrowHeldV1, {
      paymentId: randomUUID(),
      shipmentId: shipment.id,
      senderId: sender.userId,
      amount: 3500,
      currency: 'GBP',
    });
    await eventually(async () =>
      expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).escrowStatus).toBe('held'),
    );
    const matched = await call(sender, acceptInterestRpc, { interestId: interest.id });
    deliveryCode = matched.deliveryCode!;
    pickupCode = (await call(traveler, getShipmentRpc, { shipmentId: shipment.id })).pickupCode!;
    expect(pickupCode).toMatch(/^\d{6}$/);
  });

  it('check-in: empty and unknown tracking codes are refused; staff of the origin point check the package in once', async () => {
    await expect(call(staffA, relayCheckInRpc, { relayPointId: origin, trackingCode: ' ' })).rejects.toMatchObject({
      code: 'RELAY.TRACKING_CODE_REQUIRED',
      message: 'Tracking code required',
      fieldErrors: [{ field: 'trackingCode', message: 'Please scan or enter a tracking code' }],
    });
    await expect(
      call(staffA, relayCheckInRpc, { relayPointId: origin, trackingCode: 'OW0000000000' }),
    ).rejects.toMatchObject({
      code: 'RELAY.UNKNOWN_TRACKING_CODE',
      kind: 'not_found',
    });

    // A pickup date that is not on the calendar is refused naming the field, and nothing is stored.
    await eventually(() =>
      expect(
        call(staffA, relayCheckInRpc, {
          relayPointId: origin,
          trackingCode: shipment.trackingNumber,
          condition: 'good',
          expectedPickupDate: '2099-02-30',
          requestId: randomUUID(),
        }),
      ).rejects.toMatchObject({
        code: 'RELAY.CHECK_IN_INVALID',
        kind: 'validation',
        fieldErrors: [{ field: 'expectedPickupDate', message: 'Expected pickup date must be a date (YYYY-MM-DD)' }],
      }),
    );
    expect((await call(staffA, relayInventoryRpc, { relayPointId: origin })).items).toEqual([]);

    const requestId = randomUUID();
    const checkIn = () =>
      call(staffA, relayCheckInRpc, {
        relayPointId: origin,
        trackingCode: shipment.trackingNumber.toLowerCase(),
        condition: 'fair',
        conditionNotes: 'Corner dented',
        expectedPickupDate: daysFromToday(2),
        requestId,
      });
    // The relay learns of the shipment from the marketplace's events.
    const stored = await eventually(checkIn);
    expect(stored).toMatchObject({
      status: 'stored',
      leg: 'origin',
      condition: 'fair',
      senderName: 'Sarah Sender',
      recipientName: 'Tom Traveler',
      estimatedStorageDays: 7,
      codeKind: 'pickup',
      displayStatus: 'good',
      storageDays: 0,
    });
    expect(stored.history.map((h) => [h.action, h.previousStatus, h.newStatus, h.performedByName])).toEqual([
      ['checked_in', null, 'stored', 'Alex Staff'],
    ]);
    // A retry of the same request returns the same package; another check-in is refused.
    expect((await checkIn()).id).toBe(stored.id);
    await expect(
      call(staffA, relayCheckInRpc, { relayPointId: origin, trackingCode: shipment.trackingNumber }),
    ).rejects.toMatchObject({ code: 'RELAY.ALREADY_CHECKED_IN', kind: 'conflict' });
    // The destination point cannot take it before the traveler has it.
    await expect(
      call(staffB, relayCheckInRpc, { relayPointId: destination, trackingCode: shipment.trackingNumber }),
    ).rejects.toMatchObject({ code: 'RELAY.NOT_FOR_THIS_POINT', kind: 'conflict' });

    const inv = await call(staffA, relayInventoryRpc, {
      relayPointId: origin,
      search: shipment.trackingNumber.slice(0, 6),
    });
    expect(inv.items.map((p) => p.id)).toEqual([stored.id]);
    expect(inv.summary).toEqual({ good: 1, nearLimit: 0, expired: 0, nearLimitDays: 10, expiredDays: 14 });
  });

  it('staff of point B cannot list, view, check in or release at point A (not found)', async () => {
    const pkg = (await call(staffA, relayInventoryRpc, { relayPointId: origin })).items[0]!;
    const notFound = { code: 'RELAY_POINT.NOT_FOUND', kind: 'not_found' };
    await expect(call(staffB, relayInventoryRpc, { relayPointId: origin })).rejects.toMatchObject(notFound);
    await expect(call(staffB, relayGetPackageRpc, { relayPointId: origin, packageId: pkg.id })).rejects.toMatchObject(
      notFound,
    );
    await expect(
      call(staffB, relayCheckInRpc, { relayPointId: origin, trackingCode: shipment.trackingNumber }),
    ).rejects.toMatchObject(notFound);
    await expect(
      call(staffB, relayReleaseRpc, { relayPointId: origin, packageId: pkg.id, idVerified: true, code: pickupCode }),
    ).rejects.toMatchObject(notFound);
    // Their own point does not show another point's package either.
    await expect(
      call(staffB, relayGetPackageRpc, { relayPointId: destination, packageId: pkg.id }),
    ).rejects.toMatchObject({
      code: 'RELAY.PACKAGE_NOT_FOUND',
    });
  });

  it('a package checked in at its origin relay is not picked up directly: the sender is not offered it and a direct pickup is refused', async () => {
    await eventually(async () =>
      expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).allowedActions).not.toContain(
        'confirm_pickup',
      ),
    );
    await expect(call(sender, confirmPickupRpc, { shipmentId: shipment.id, code: pickupCode })).rejects.toMatchObject({
      code: 'SHIPMENT.AT_RELAY',
      kind: 'conflict',
    });
    expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).status).toBe('matched');
  });

  it('release at the origin: ID checks and a wrong code are refused with no change; the pickup code releases it once and the shipment is picked up', async () => {
    const pkg = (await call(staffA, relayInventoryRpc, { relayPointId: origin })).items[0]!;
    const release = (o: Record<string, unknown>) =>
      call(staffA, relayReleaseRpc, { relayPointId: origin, packageId: pkg.id, ...o });
    await expect(release({ idVerified: false, code: pickupCode })).rejects.toMatchObject({
      code: 'RELAY.ID_VERIFICATION_REQUIRED',
      message: 'ID verification required',
    });
    await expect(release({ idVerified: true, code: '12' })).rejects.toMatchObject({
      message: 'Pickup code required',
      fieldErrors: [{ field: 'code', message: 'Please enter the 6-digit pickup code from traveler' }],
    });
    const wrong = pickupCode === '000000' ? '111111' : '000000';
    await expect(release({ idVerified: true, code: wrong })).rejects.toMatchObject({
      code: 'RELAY.PICKUP_CODE_MISMATCH',
      message: 'Pickup code verification failed',
      fieldErrors: [{ field: 'code', message: 'Pickup code does not match package code' }],
    });
    expect((await call(staffA, relayGetPackageRpc, { relayPointId: origin, packageId: pkg.id })).status).toBe('stored');

    const requestId = randomUUID();
    const released = await release({ idVerified: true, code: pickupCode, requestId });
    expect(released).toMatchObject({ status: 'released', pickedUpBy: staffA.userId });
    expect(released.history.map((h) => h.action)).toEqual(['checked_in', 'released_pickup']);
    expect((await release({ idVerified: true, code: pickupCode, requestId })).status).toBe('released');
    await expect(release({ idVerified: true, code: pickupCode })).rejects.toMatchObject({
      code: 'RELAY.PACKAGE_NOT_STORED',
      kind: 'conflict',
    });
    await eventually(async () =>
      expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).status).toBe('picked_up'),
    );
  });

  it('only relay staff may ask the marketplace to verify a code', async () => {
    await expect(
      call(sender, verifyRelayHandoffCodeRpc, {
        shipmentId: shipment.id,
        kind: 'delivery',
        code: deliveryCode,
        relayPointId: destination,
      }),
    ).rejects.toMatchObject({ code: 'AUTH.RELAY_STAFF_ONLY', kind: 'forbidden' });
  });

  it('at the destination: check-in is the arrival, release with the delivery code is the delivery; public tracking shows the relay steps', async () => {
    const stored = await call(staffB, relayCheckInRpc, {
      relayPointId: destination,
      trackingCode: shipment.trackingNumber,
    });
    expect(stored).toMatchObject({ leg: 'destination', recipientName: 'Ada Obi', codeKind: 'delivery' });
    await eventually(async () =>
      expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).status).toBe('arrived'),
    );
    const released = await call(staffB, relayReleaseRpc, {
      relayPointId: destination,
      packageId: stored.id,
      idVerified: true,
      code: deliveryCode,
    });
    expect(released.status).toBe('released');
    await eventually(async () =>
      expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).status).toBe('delivered'),
    );
    // The relay steps in order, each at its point (name and city only); the timeline is its own projection.
    const relaySteps = [
      'dropped_off @ Camden Relay, London',
      'picked_up @ Camden Relay, London',
      'arrived @ Marina Relay, Lagos',
      'delivered @ Marina Relay, Lagos',
    ];
    const track = await eventually(async () => {
      const t = await call(null, publicTrackingRpc, { trackingNumber: shipment.trackingNumber });
      const steps = t.entries.map((e) => `${e.status} @ ${e.location ?? ''}`);
      expect(steps.filter((s) => relaySteps.includes(s))).toEqual(relaySteps);
      return t;
    });
    const text = JSON.stringify(track);
    expect(text).not.toContain('Ada Obi');
    expect(text).not.toContain('Sarah Sender');
  });

  it('a deactivated point takes no packages (409) and drops out of the public list', async () => {
    await call(admin, adminSetRelayPointActiveRpc, { relayPointId: origin, active: false });
    expect((await call(null, listActiveRelayPointsRpc, {})).items.map((p) => p.id)).toEqual([destination]);
    await expect(
      call(staffA, relayCheckInRpc, { relayPointId: origin, trackingCode: shipment.trackingNumber }),
    ).rejects.toMatchObject({ code: 'RELAY_POINT.INACTIVE', kind: 'conflict' });
  });
});
