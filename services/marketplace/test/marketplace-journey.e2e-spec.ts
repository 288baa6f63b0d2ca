import { randomUUID } from 'node:crypto';
import {
  acceptInterestRpc,
  type Actor,
  approveTripRpc,
  compatibleShipmentsRpc,
  compatibleTripsRpc,
  confirmDeliveryRpc,
  confirmPickupRpc,
  createShipmentRpc,
  createTripRpc,
  escrowHeldV1,
  escrowReleasedV1,
  expressInterestRpc,
  getAvailableShipmentRpc,
  getShipmentRpc,
  getTripRpc,
  listAvailableShipmentsRpc,
  listInterestsOnMyShipmentsRpc,
  listMyInterestsRpc,
  listMyShipmentsRpc,
  markInTransitRpc,
  publicTrackingRpc,
  shipmentTrackingRpc,
  type ShipmentView,
  giveUpShipmentRpc,
  cancelShipmentRpc,
  withdrawInterestRpc,
  userIdentityVerifiedV1,
  adminListTripsRpc,
  cancelTripRpc,
  completeTripRpc,
  listAvailableTripsRpc,
  listMyTripsRpc,
  myTripsForShipmentRpc,
  rejectInterestRpc,
  rejectTripRpc,
  travelerProfileRpc,
  updateShipmentRpc,
  updateTripRpc,
  type TripView,
} from '@oneway/contracts';
import { eventually } from '@oneway/testing';
import { daysFromToday, userOf } from './support/marketplace-e2e.js';
import { marketplaceSuite } from './support/marketplace-suite.js';

describe('marketplace over RPC against Postgres and NATS', () => {
  const suite = marketplaceSuite('marketplace');
  const { call } = suite;

  const sender = userOf();
  const traveler = userOf();
  const otherTraveler = userOf();
  const stranger = userOf();
  const admin = userOf('admin');

  const listing = (o: Record<string, unknown> = {}) => ({
    fromLocation: 'London, United Kingdom',
    toLocation: 'Lagos, Nigeria',
    weight: 2.5,
    weightUnit: 'kg',
    size: 'small',
    contents: 'Two paperback books and a scarf',
    prohibitedItemsDeclared: true,
    declaredValue: 4000,
    paymentAmount: 3500,
    currency: 'GBP',
    earliestPickupDate: daysFromToday(3),
    latestDeliveryDate: daysFromToday(30),
    receiverName: 'Ada Obi',
    receiverPhone: '+234 801 234 5678',
    receiverAddressLine1: '12 Marina Road',
    receiverCity: 'Lagos',
    receiverCountry: 'Nigeria',
    ...o,
  });

  const tripPlan = () => ({
    fromLocation: 'London, United Kingdom',
    toLocation: 'Lagos, Nigeria',
    departureDate: daysFromToday(5),
    arrivalDate: daysFromToday(6),
    availableSpaceKg: 10,
    airlineName: 'British Airways',
  });

  async function activeTripOf(user: Actor): Promise<string> {
    const trip = await call(user, createTripRpc, tripPlan());
    await call(admin, approveTripRpc, { tripId: trip.id });
    return trip.id;
  }

  async function holdEscrow(shipment: ShipmentView): Promise<string> {
    const paymentId = randomUUID();
    await suite.publish(escrowHeldV1, {
      paymentId,
      shipmentId: shipment.id,
      senderId: shipment.senderId,
      amount: shipment.paymentAmount,
      currency: shipment.currency,
    });
    await eventually(async () =>
      expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).escrowStatus).toBe('held'),
    );
    return paymentId;
  }

  /** A shipment matched with `traveler`: listed, paid, interest shown and accepted. */
  async function matchedShipment(): Promise<{ shipment: ShipmentView; tripId: string }> {
    const shipment = await call(sender, createShipmentRpc, listing());
    const tripId = await activeTripOf(traveler);
    const interest = await call(traveler, expressInterestRpc, {
      shipmentId: shipment.id,
      tripId,
      message: 'Flying next week',
    });
    await holdEscrow(shipment);
    return { shipment: await call(sender, acceptInterestRpc, { interestId: interest.id }), tripId };
  }

  it('the whole direct-handoff journey: list → pay → interest → accept → pickup code → in transit → delivery code → delivered, with its timeline', async () => {
    // List
    const shipment = await call(sender, createShipmentRpc, listing());
    expect(shipment).toMatchObject({
      status: 'pending',
      senderId: sender.userId,
      weightKg: 2.5,
      escrowStatus: 'none',
      pickupCode: null,
      deliveryCode: null,
    });
    expect(shipment.trackingNumber).toMatch(/^OW[0-9A-Z]{10}$/);
    expect(shipment.receiver.phone).toBe('+2348012345678');
    // The create replied at commit; the lists show it as soon as the projection has run.
    await eventually(async () =>
      expect((await call(sender, listMyShipmentsRpc, {})).items.map((s) => s.id)).toContain(shipment.id),
    );

    // Travelers browse it; the sender does not see their own shipment as available
    const browse = await call(traveler, listAvailableShipmentsRpc, {
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      departOn: daysFromToday(5),
    });
    expect(browse.items.map((s) => s.id)).toContain(shipment.id);
    expect(browse.items[0]).not.toHaveProperty('receiver');
    expect((await call(sender, listAvailableShipmentsRpc, {})).items.map((s) => s.id)).not.toContain(shipment.id);

    // A trip must be verified before it can be used to show interest
    const trip = await call(traveler, createTripRpc, tripPlan());
    expect(trip.status).toBe('pending_verification');
    await expect(
      call(traveler, expressInterestRpc, { shipmentId: shipment.id, tripId: trip.id, message: 'hi' }),
    ).rejects.toMatchObject({ code: 'INTEREST.TRIP_NOT_ACTIVE' });
    await expect(call(traveler, approveTripRpc, { tripId: trip.id })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await call(admin, approveTripRpc, { tripId: trip.id, adminNotes: 'Ticket checked' })).toMatchObject({
      status: 'active',
    });

    // Matching both ways
    expect((await call(traveler, compatibleShipmentsRpc, { tripId: trip.id })).items.map((s) => s.id)).toContain(
      shipment.id,
    );
    expect((await call(sender, compatibleTripsRpc, { shipmentId: shipment.id })).items.map((t) => t.id)).toContain(
      trip.id,
    );

    // Interest
    const interest = await call(traveler, expressInterestRpc, {
      shipmentId: shipment.id,
      tripId: trip.id,
      message: 'Flying on the 5th, happy to carry it',
    });
    expect(interest).toMatchObject({ status: 'pending', travelerId: traveler.userId, senderId: sender.userId });
    await expect(
      call(traveler, expressInterestRpc, { shipmentId: shipment.id, tripId: trip.id, message: 'again' }),
    ).rejects.toMatchObject({ code: 'INTEREST.ALREADY_PENDING' });
    expect(
      (await call(sender, listInterestsOnMyShipmentsRpc, { shipmentId: shipment.id })).items.map((i) => i.id),
    ).toEqual([interest.id]);
    expect((await call(traveler, listMyInterestsRpc, {})).items.map((i) => i.id)).toEqual([interest.id]);
    expect((await call(stranger, listInterestsOnMyShipmentsRpc, {})).items).toEqual([]);

    // Accept only after escrow is held (payments' event drives it)
    await expect(call(sender, acceptInterestRpc, { interestId: interest.id })).rejects.toMatchObject({
      code: 'SHIPMENT.ESCROW_NOT_HELD',
      kind: 'precondition',
    });
    const paymentId = await holdEscrow(shipment);
    const matched = await call(sender, acceptInterestRpc, { interestId: interest.id });
    expect(matched).toMatchObject({
      status: 'matched',
      travelerId: traveler.userId,
      tripId: trip.id,
      pickupCode: null,
    });
    expect(matched.deliveryCode).toMatch(/^\d{6}$/);
    await expect(call(sender, acceptInterestRpc, { interestId: interest.id })).rejects.toMatchObject({
      code: 'SHIPMENT.ALREADY_MATCHED',
      kind: 'conflict',
    });
    expect(await call(traveler, getTripRpc, { tripId: trip.id })).toMatchObject({ remainingSpaceKg: 7.5 });

    // Codes for the right party only
    const asTraveler = await call(traveler, getShipmentRpc, { shipmentId: shipment.id });
    expect(asTraveler.pickupCode).toMatch(/^\d{6}$/);
    expect(asTraveler.deliveryCode).toBeNull();
    await expect(call(stranger, getShipmentRpc, { shipmentId: shipment.id })).rejects.toMatchObject({
      code: 'SHIPMENT.NOT_FOUND',
      kind: 'not_found',
    });
    await expect(call(stranger, getAvailableShipmentRpc, { shipmentId: shipment.id })).rejects.toMatchObject({
      kind: 'not_found',
    });

    // Pickup: the sender enters the traveler's code
    const wrongPickup = asTraveler.pickupCode === '000000' ? '111111' : '000000';
    await expect(call(sender, confirmPickupRpc, { shipmentId: shipment.id, code: wrongPickup })).rejects.toMatchObject({
      code: 'HANDOFF.CODE_INVALID',
    });
    await expect(
      call(traveler, confirmPickupRpc, { shipmentId: shipment.id, code: asTraveler.pickupCode! }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect(
      await call(sender, confirmPickupRpc, {
        shipmentId: shipment.id,
        code: asTraveler.pickupCode!,
        location: 'London, United Kingdom',
      }),
    ).toMatchObject({ status: 'picked_up' });

    // In transit, then the traveler enters the receiver's delivery code
    expect(await call(traveler, markInTransitRpc, { shipmentId: shipment.id, notes: 'Boarded' })).toMatchObject({
      status: 'in_transit',
    });
    await expect(call(sender, markInTransitRpc, { shipmentId: shipment.id })).rejects.toMatchObject({
      code: 'SHIPMENT.INVALID_TRANSITION',
    });
    const delivered = await call(traveler, confirmDeliveryRpc, {
      shipmentId: shipment.id,
      code: matched.deliveryCode!,
      location: 'Lagos, Nigeria',
    });
    expect(delivered.status).toBe('delivered');
    await expect(
      call(traveler, confirmDeliveryRpc, { shipmentId: shipment.id, code: matched.deliveryCode! }),
    ).rejects.toMatchObject({ code: 'SHIPMENT.INVALID_TRANSITION' });

    // Timeline for the parties, and the public one without people
    const timeline = await call(sender, shipmentTrackingRpc, { shipmentId: shipment.id });
    expect(timeline.entries.map((e) => e.status)).toEqual([
      'pending',
      'matched',
      'picked_up',
      'in_transit',
      'arrived',
      'delivered',
    ]);
    expect(timeline.entries[2]).toMatchObject({ location: 'London, United Kingdom', updatedBy: sender.userId });
    const publicTimeline = await call(null, publicTrackingRpc, { trackingNumber: shipment.trackingNumber });
    expect(publicTimeline.entries).toHaveLength(6);
    expect(JSON.stringify(publicTimeline)).not.toMatch(/Ada Obi|2348012345678|Marina|updatedBy|notes/);
    expect(JSON.stringify(publicTimeline)).not.toContain(sender.userId);

    // Escrow released by payments completes it
    await suite.publish(escrowReleasedV1, {
      paymentId,
      shipmentId: shipment.id,
      senderId: sender.userId,
      travelerId: traveler.userId,
      amount: 3500,
      currency: 'GBP',
    });
    await eventually(async () =>
      expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).status).toBe('completed'),
    );
  });

  it('a trip approval is audited with the staff member, the notes and the correlation id, in the approval’s transaction', async () => {
    const traveler = userOf();
    const trip = await call(traveler, createTripRpc, tripPlan());
    await call(admin, approveTripRpc, { tripId: trip.id, adminNotes: 'Itinerary checked' });
    const { rows } = await suite.service.ctx.pool.query(
      'SELECT admin_user_id, action, details, correlation_id FROM admin_audit_logs WHERE entity_type = $1 AND entity_id = $2',
      ['trip', trip.id],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        admin_user_id: admin.userId,
        action: 'trip.approved',
        details: { adminNotes: 'Itinerary checked' },
      }),
    ]);
    expect(rows[0].correlation_id).toBeTruthy();
  });

  it('a create replies as soon as its events commit, carrying the new view: the view the read model shows once projected', async () => {
    const created = await call(sender, createShipmentRpc, listing());
    expect(created).toMatchObject({ senderId: sender.userId, status: 'pending', escrowStatus: 'none' });
    await eventually(async () =>
      expect(await call(sender, getShipmentRpc, { shipmentId: created.id })).toEqual(created),
    );
  });

  it('an invalid listing is refused with a field error per broken rule', async () => {
    await expect(
      call(sender, createShipmentRpc, listing({ weight: 40, fromLocation: 'Paris, France', receiverPhone: '0801' })),
    ).rejects.toMatchObject({
      code: 'SHIPMENT.INVALID',
      kind: 'validation',
      fieldErrors: expect.arrayContaining([
        expect.objectContaining({ field: 'fromLocation' }),
        expect.objectContaining({ field: 'weight' }),
        expect.objectContaining({ field: 'receiverPhone' }),
      ]),
    });
  });

  it('a retried create with the same client id lists the package once and returns it; another user gets not_found for that id', async () => {
    const shipmentId = randomUUID();
    const first = await call(sender, createShipmentRpc, { ...listing(), shipmentId });
    const again = await call(sender, createShipmentRpc, { ...listing(), shipmentId });
    expect(again.id).toBe(shipmentId);
    expect(again.trackingNumber).toBe(first.trackingNumber);
    expect(await suite.service.ctx.store.readStream(`shipment-${shipmentId}`)).toHaveLength(1);
    await expect(call(traveler, createShipmentRpc, { ...listing(), shipmentId })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('a retried trip create with the same client id adds the trip once and returns it; another user gets not_found for that id', async () => {
    const tripId = randomUUID();
    const first = await call(traveler, createTripRpc, { ...tripPlan(), tripId });
    const again = await call(traveler, createTripRpc, { ...tripPlan(), tripId });
    expect(first.id).toBe(tripId);
    expect(again).toEqual(first);
    expect(await suite.service.ctx.store.readStream(`trip-${tripId}`)).toHaveLength(1);
    expect(await rowsWithId('trips', tripId)).toBe(1);
    await expect(call(sender, createTripRpc, { ...tripPlan(), tripId })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('ten identical trip creates sent at once all answer the trip: a repeat racing the first waits for what it committed', async () => {
    const tripId = randomUUID();
    const plan = { ...tripPlan(), tripId };
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => call(traveler, createTripRpc, plan)));
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused.map((a) => (a as PromiseRejectedResult).reason)).toEqual([]);
    for (const a of answers) expect((a as PromiseFulfilledResult<{ id: string }>).value.id).toBe(tripId);
    expect(await suite.service.ctx.store.readStream(`trip-${tripId}`)).toHaveLength(1);
  });

  const rowsWithId = async (table: 'shipments' | 'trips', id: string) =>
    (await suite.service.ctx.pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rowCount;

  it('a retried shipment create is the stored shipment: one event, one row, even once the listing was edited', async () => {
    const shipmentId = randomUUID();
    const first = await call(sender, createShipmentRpc, { ...listing(), shipmentId });
    expect(await call(sender, createShipmentRpc, { ...listing(), shipmentId })).toEqual(first);
    const edited = await call(sender, updateShipmentRpc, { shipmentId, ...listing({ weight: 3 }) });
    // A late retry of the create finds the create it repeats, and answers the shipment as it is now.
    expect(await call(sender, createShipmentRpc, { ...listing(), shipmentId })).toEqual(edited);
    expect(await suite.service.ctx.store.readStream(`shipment-${shipmentId}`)).toHaveLength(2);
    expect(await rowsWithId('shipments', shipmentId)).toBe(1);
  });

  it('a shipment id reused for another listing is refused (409) and the first listing stays as it was', async () => {
    const shipmentId = randomUUID();
    const first = await call(sender, createShipmentRpc, { ...listing(), shipmentId });
    await expect(
      call(sender, createShipmentRpc, { ...listing({ paymentAmount: 9900, contents: 'A laptop' }), shipmentId }),
    ).rejects.toMatchObject({ code: 'SHIPMENT.ALREADY_EXISTS', kind: 'conflict' });
    expect(await call(sender, getShipmentRpc, { shipmentId })).toEqual(first);
    expect(await suite.service.ctx.store.readStream(`shipment-${shipmentId}`)).toHaveLength(1);
    expect(await rowsWithId('shipments', shipmentId)).toBe(1);
  });

  it('a trip id reused for another plan is refused (409) and the first trip stays as it was', async () => {
    const tripId = randomUUID();
    const first = await call(traveler, createTripRpc, { ...tripPlan(), tripId });
    await expect(call(traveler, createTripRpc, { ...tripPlan(), availableSpaceKg: 3, tripId })).rejects.toMatchObject({
      code: 'TRIP.ALREADY_EXISTS',
      kind: 'conflict',
    });
    expect(await call(traveler, getTripRpc, { tripId })).toEqual(first);
    expect(await suite.service.ctx.store.readStream(`trip-${tripId}`)).toHaveLength(1);
    expect(await rowsWithId('trips', tripId)).toBe(1);
  });

  it('five wrong pickup codes lock the code: even the right one is refused for 15 minutes', async () => {
    const { shipment } = await matchedShipment();
    const code = (await call(traveler, getShipmentRpc, { shipmentId: shipment.id })).pickupCode!;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 1; i <= 4; i++) {
      await expect(call(sender, confirmPickupRpc, { shipmentId: shipment.id, code: wrong })).rejects.toMatchObject({
        code: 'HANDOFF.CODE_INVALID',
      });
    }
    await expect(call(sender, confirmPickupRpc, { shipmentId: shipment.id, code: wrong })).rejects.toMatchObject({
      code: 'HANDOFF.CODE_LOCKED',
      kind: 'rate_limited',
    });
    await expect(call(sender, confirmPickupRpc, { shipmentId: shipment.id, code })).rejects.toMatchObject({
      code: 'HANDOFF.CODE_LOCKED',
    });
    expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).status).toBe('matched');
  });

  it('two concurrent accepts of two interests on one shipment: exactly one wins', async () => {
    const shipment = await call(sender, createShipmentRpc, listing());
    const [tripA, tripB] = await Promise.all([activeTripOf(traveler), activeTripOf(otherTraveler)]);
    const a = await call(traveler, expressInterestRpc, { shipmentId: shipment.id, tripId: tripA, message: 'Me' });
    const b = await call(otherTraveler, expressInterestRpc, {
      shipmentId: shipment.id,
      tripId: tripB,
      message: 'Me too',
    });
    await holdEscrow(shipment);
    const results = await Promise.allSettled([
      call(sender, acceptInterestRpc, { interestId: a.id }),
      call(sender, acceptInterestRpc, { interestId: b.id }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ code: 'SHIPMENT.ALREADY_MATCHED', kind: 'conflict' });
    const interests = (await call(sender, listInterestsOnMyShipmentsRpc, { shipmentId: shipment.id })).items;
    expect(interests.map((i) => i.status).sort()).toEqual(['accepted', 'rejected']);
    // Only the winning trip has space reserved
    const remaining = await Promise.all([
      call(traveler, getTripRpc, { tripId: tripA }),
      call(otherTraveler, getTripRpc, { tripId: tripB }),
    ]);
    expect(remaining.map((t) => t.remainingSpaceKg).sort((x, y) => x - y)).toEqual([7.5, 10]);
  });

  it('the traveler giving up before pickup lists the shipment again and frees the trip space; the sender can cancel', async () => {
    const { shipment, tripId } = await matchedShipment();
    await expect(call(sender, giveUpShipmentRpc, { shipmentId: shipment.id })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    await call(traveler, giveUpShipmentRpc, { shipmentId: shipment.id, reason: 'Flight moved' });
    expect(await call(sender, getShipmentRpc, { shipmentId: shipment.id })).toMatchObject({
      status: 'pending',
      travelerId: null,
      deliveryCode: null,
    });
    await expect(call(traveler, getShipmentRpc, { shipmentId: shipment.id })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await call(traveler, getTripRpc, { tripId })).toMatchObject({ remainingSpaceKg: 10 });
    expect(
      await call(sender, cancelShipmentRpc, { shipmentId: shipment.id, reason: 'No longer needed' }),
    ).toMatchObject({ status: 'cancelled' });
    await expect(call(sender, cancelShipmentRpc, { shipmentId: shipment.id })).rejects.toMatchObject({
      code: 'SHIPMENT.INVALID_TRANSITION',
    });
  });

  it('a traveler withdraws a pending interest; another user cannot', async () => {
    const shipment = await call(sender, createShipmentRpc, listing());
    const tripId = await activeTripOf(traveler);
    const interest = await call(traveler, expressInterestRpc, { shipmentId: shipment.id, tripId, message: 'Maybe' });
    await expect(call(stranger, withdrawInterestRpc, { interestId: interest.id })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await call(traveler, withdrawInterestRpc, { interestId: interest.id })).toMatchObject({
      status: 'withdrawn',
    });
  });

  it('identity verifying a traveler activates their trips waiting for review, and their next trips start active', async () => {
    const newcomer = userOf();
    const waiting = await call(newcomer, createTripRpc, tripPlan());
    expect(waiting.status).toBe('pending_verification');
    await suite.publish(userIdentityVerifiedV1, { userId: newcomer.userId });
    await eventually(async () =>
      expect((await call(newcomer, getTripRpc, { tripId: waiting.id })).status).toBe('active'),
    );
    expect((await call(newcomer, createTripRpc, tripPlan())).status).toBe('active');
  });

  it('trips: staff review queue, rejection with notes, edits, browse of upcoming trips, cancel and complete, traveler profile', async () => {
    const t = userOf();
    const pending = await call(t, createTripRpc, tripPlan());
    const queue = await call(admin, adminListTripsRpc, { pageSize: 100 });
    expect(queue.items.map((x) => x.id)).toContain(pending.id);
    await expect(call(t, adminListTripsRpc, {})).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await call(admin, rejectTripRpc, { tripId: pending.id, adminNotes: 'Ticket unreadable' })).toMatchObject({
      status: 'rejected',
      adminNotes: 'Ticket unreadable',
    });
    await expect(call(stranger, getTripRpc, { tripId: pending.id })).rejects.toMatchObject({ kind: 'not_found' });

    const tripId = await activeTripOf(t);
    expect(await call(t, updateTripRpc, { tripId, ...tripPlan(), availableSpaceKg: 12 })).toMatchObject({
      status: 'active',
      availableSpaceKg: 12,
    });
    const edited = await call(t, updateTripRpc, { tripId, ...tripPlan(), toLocation: 'Abuja, Nigeria' });
    expect(edited.status).toBe('pending_verification');
    await call(admin, approveTripRpc, { tripId });
    await expect(call(stranger, updateTripRpc, { tripId, ...tripPlan() })).rejects.toMatchObject({ kind: 'not_found' });
    const publicView = await call(stranger, getTripRpc, { tripId });
    expect(publicView).not.toHaveProperty('itineraryUrl');

    const upcoming = await call(stranger, listAvailableTripsRpc, {
      fromLocation: 'london, united kingdom',
      toLocation: 'Abuja, Nigeria',
      pageSize: 6,
    });
    expect(upcoming.items.map((x) => x.id)).toContain(tripId);
    expect((await call(t, listAvailableTripsRpc, { pageSize: 100 })).items.map((x) => x.travelerId)).not.toContain(
      t.userId,
    );
    expect((await call(t, listMyTripsRpc, {})).total).toBe(2);

    // Not completed before it departs (nor offered), then completed from its departure day.
    await expect(call(t, completeTripRpc, { tripId })).rejects.toMatchObject({ code: 'TRIP.NOT_DEPARTED' });
    const actionsOf = async () => ((await call(t, getTripRpc, { tripId })) as TripView).allowedActions;
    expect(await actionsOf()).not.toContain('complete');
    const today = { departureDate: daysFromToday(0), arrivalDate: daysFromToday(1) };
    const departing = await call(t, updateTripRpc, { tripId, ...tripPlan(), toLocation: 'Abuja, Nigeria', ...today });
    if (departing.status !== 'active') await call(admin, approveTripRpc, { tripId });
    expect(await actionsOf()).toContain('complete');
    expect(await call(t, completeTripRpc, { tripId })).toMatchObject({ status: 'completed' });
    await expect(call(t, cancelTripRpc, { tripId })).rejects.toMatchObject({ code: 'TRIP.INVALID_TRANSITION' });
    const profile = await call(stranger, travelerProfileRpc, { userId: t.userId });
    expect(profile).toMatchObject({ userId: t.userId, completedTrips: 1, rating: null });
    expect(profile.trips.map((x) => x.id)).toEqual([tripId]);
  });

  it('a listing shows the price its escrow holds: a charge started before a price edit (3-D Secure) held the first price', async () => {
    const shipment = await call(sender, createShipmentRpc, listing({ paymentAmount: 3500, currency: 'GBP' }));
    const edited = await call(sender, updateShipmentRpc, {
      shipmentId: shipment.id,
      ...listing({ paymentAmount: 9000, currency: 'CAD' }),
    });
    expect(edited).toMatchObject({ paymentAmount: 9000, currency: 'CAD' });
    // Payments holds what the sender's challenge showed: 35.00 GBP.
    await holdEscrow(shipment);
    // What a traveler browsing sees, and the sender's own listing.
    await eventually(async () =>
      expect(await call(traveler, getAvailableShipmentRpc, { shipmentId: shipment.id })).toMatchObject({
        paymentAmount: 3500,
        currency: 'GBP',
      }),
    );
    expect(await call(sender, getShipmentRpc, { shipmentId: shipment.id })).toMatchObject({
      paymentAmount: 3500,
      currency: 'GBP',
      escrowStatus: 'held',
    });
  });

  it('the sender edits a pending listing and rejects an interest; the traveler sees the rejection', async () => {
    const shipment = await call(sender, createShipmentRpc, listing());
    const edited = await call(sender, updateShipmentRpc, {
      shipmentId: shipment.id,
      ...listing({ weight: 3, contents: 'Three books' }),
    });
    expect(edited).toMatchObject({ weightKg: 3, contents: 'Three books', trackingNumber: shipment.trackingNumber });
    await expect(call(stranger, updateShipmentRpc, { shipmentId: shipment.id, ...listing() })).rejects.toMatchObject({
      kind: 'not_found',
    });
    const tripId = await activeTripOf(traveler);
    const interest = await call(traveler, expressInterestRpc, { shipmentId: shipment.id, tripId, message: 'Can do' });
    await expect(call(traveler, rejectInterestRpc, { interestId: interest.id })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(await call(sender, rejectInterestRpc, { interestId: interest.id })).toMatchObject({
      status: 'rejected',
      rejectionReason: 'rejected_by_sender',
    });
    expect((await call(traveler, listMyInterestsRpc, { status: 'rejected' })).items.map((i) => i.id)).toContain(
      interest.id,
    );
  });

  it('issue 18 item 2: a traveler is offered only the trips that can carry a shipment; the others come with why not', async () => {
    const shipment = await call(sender, createShipmentRpc, listing());
    const fits = await activeTripOf(otherTraveler);
    const otherRoute = await call(otherTraveler, createTripRpc, { ...tripPlan(), toLocation: 'Abuja, Nigeria' });
    await call(admin, approveTripRpc, { tripId: otherRoute.id });
    const tooSmall = await call(otherTraveler, createTripRpc, { ...tripPlan(), availableSpaceKg: 1 });
    await call(admin, approveTripRpc, { tripId: tooSmall.id });
    const pending = await call(otherTraveler, createTripRpc, tripPlan());

    const split = await call(otherTraveler, myTripsForShipmentRpc, { shipmentId: shipment.id });
    expect(split.compatible.map((t) => t.id)).toContain(fits);
    const ids = split.compatible.map((t) => t.id);
    for (const id of [otherRoute.id, tooSmall.id, pending.id]) expect(ids).not.toContain(id);
    const why = new Map(split.incompatible.map((i) => [i.trip.id, i.reasons]));
    expect(why.get(otherRoute.id)).toContain('route_mismatch');
    expect(why.get(tooSmall.id)).toContain('insufficient_space');
    expect(why.has(pending.id)).toBe(false); // not active: not offered at all
    // What the picker offers, express-interest accepts; what it refuses, express-interest refuses.
    await expect(
      call(otherTraveler, expressInterestRpc, { shipmentId: shipment.id, tripId: otherRoute.id, message: 'hi' }),
    ).rejects.toMatchObject({ code: 'INTEREST.TRIP_INCOMPATIBLE' });
    expect(
      await call(otherTraveler, expressInterestRpc, { shipmentId: shipment.id, tripId: fits, message: 'hi' }),
    ).toMatchObject({ status: 'pending' });
    // The sender's own shipment is not offered to them as a traveler.
    await expect(call(sender, myTripsForShipmentRpc, { shipmentId: shipment.id })).rejects.toMatchObject({
      code: 'SHIPMENT.NOT_FOUND',
    });
  });

  it("issue 18 item 2: an interest's shipment carries its escrow state for the sender only", async () => {
    const shipment = await call(sender, createShipmentRpc, listing());
    const tripId = await activeTripOf(traveler);
    await call(traveler, expressInterestRpc, { shipmentId: shipment.id, tripId, message: 'Can do' });
    const mine = await call(sender, listInterestsOnMyShipmentsRpc, { shipmentId: shipment.id });
    expect(mine.items[0]!.shipment.escrowStatus).toBe('none');
    const theirs = await call(traveler, listMyInterestsRpc, {});
    expect(theirs.items.find((i) => i.shipmentId === shipment.id)!.shipment.escrowStatus).toBeNull();
    await holdEscrow(shipment);
    await eventually(async () =>
      expect(
        (await call(sender, listInterestsOnMyShipmentsRpc, { shipmentId: shipment.id })).items[0]!.shipment
          .escrowStatus,
      ).toBe('held'),
    );
  });

  it('calls without a signed-in caller are refused, except public tracking', async () => {
    await expect(call(null, listMyShipmentsRpc, {})).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(call(null, publicTrackingRpc, { trackingNumber: 'OW0000000000' })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
