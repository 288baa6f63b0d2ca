import { DEFAULT_STORAGE_LIMITS, type StorageLimits } from '@oneway/contracts';
import { deciderSpecification } from '@oneway/testing';
import type { RelayShipment, StoredPackageCommand } from './stored-package.commands.js';
import { storedPackageDecider, type StoredPackageEvent } from './stored-package.decider.js';
import { displayStatusAt } from './storage-age.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const spec = deciderSpecification(storedPackageDecider, NOW);
/** The spec's defaults (10 / 14 / 7 days); admins may change them (decision relay-storage-settings). */
const limits: StorageLimits = { ...DEFAULT_STORAGE_LIMITS };
/** Non-default settings: near the limit at 3 days, expired at 5, 2 days estimated. */
const short: StorageLimits = { nearLimitDays: 3, expiredDays: 5, defaultEstimatedDays: 2 };
const age = (l: StorageLimits = limits) => ({ type: 'record_storage_age', limits: l }) as const;

const ORIGIN = '11111111-1111-4111-8111-111111111111';
const DESTINATION = '33333333-3333-4333-8333-333333333333';
const STAFF = '22222222-2222-4222-8222-222222222222';
const SENDER = '44444444-4444-4444-8444-444444444444';
const TRAVELER = '55555555-5555-4555-8555-555555555555';
const SHIPMENT = '66666666-6666-4666-8666-666666666666';
const PACKAGE = '77777777-7777-4777-8777-777777777777';
const REQUEST = '88888888-8888-4888-8888-888888888888';

const shipment: RelayShipment = {
  shipmentId: SHIPMENT,
  trackingNumber: 'OW7K2M9QX4TB',
  status: 'matched',
  senderId: SENDER,
  travelerId: TRAVELER,
  originRelayPointId: ORIGIN,
  destinationRelayPointId: DESTINATION,
};
const input = {
  condition: 'good',
  conditionNotes: null,
  photos: [],
  expectedPickupDate: null,
  handoffInstructions: null,
  emergencyContact: null,
  estimatedStorageDays: undefined,
};
const checkIn = (over: Partial<Extract<StoredPackageCommand, { type: 'check_in' }>> = {}): StoredPackageCommand => ({
  type: 'check_in',
  packageId: PACKAGE,
  requestId: REQUEST,
  staffId: STAFF,
  trackingCode: 'OW7K2M9QX4TB',
  point: { relayPointId: ORIGIN, label: 'Lagos Island Hub, Lagos', active: true },
  shipment,
  input,
  limits,
  ...over,
});
const ref = {
  packageId: PACKAGE,
  shipmentId: SHIPMENT,
  trackingNumber: 'OW7K2M9QX4TB',
  relayPointId: ORIGIN,
  relayPointLabel: 'Lagos Island Hub, Lagos',
  leg: 'origin' as const,
  senderId: SENDER,
  travelerId: TRAVELER,
};
const checkedIn: StoredPackageEvent = {
  type: 'relay.package.checked_in',
  data: {
    ...ref,
    storedBy: STAFF,
    storedAt: NOW.toISOString(),
    condition: 'good',
    conditionNotes: null,
    photos: [],
    expectedPickupDate: null,
    handoffInstructions: null,
    emergencyContact: null,
    estimatedStorageDays: 7,
    requestId: REQUEST,
  },
};
const release = (over: Partial<Extract<StoredPackageCommand, { type: 'release' }>> = {}): StoredPackageCommand => ({
  type: 'release',
  requestId: REQUEST,
  staffId: STAFF,
  idVerified: true,
  code: '123456',
  codeVerified: true,
  travelerId: TRAVELER,
  notes: null,
  ...over,
});
const released: StoredPackageEvent = {
  type: 'relay.package.released',
  data: { ...ref, releasedBy: STAFF, codeKind: 'pickup', idVerified: true, notes: null, requestId: REQUEST },
};

describe('stored package decider: check-in', () => {
  it('a shipment leaving from this point is stored at the origin with 7 estimated storage days by default', () =>
    spec.given().when(checkIn()).then([checkedIn]));

  it('a shipment arriving at this point is stored at the destination once the traveler has it', () => {
    const [e] = spec
      .given()
      .when(
        checkIn({
          point: { relayPointId: DESTINATION, label: 'Hub, London', active: true },
          shipment: { ...shipment, status: 'in_transit' },
        }),
      )
      .thenEvents();
    expect(e).toMatchObject({ type: 'relay.package.checked_in', data: { leg: 'destination' } });
  });

  it("an empty tracking code is 'Tracking code required' / 'Please scan or enter a tracking code'", () => {
    const err = spec
      .given()
      .when(checkIn({ trackingCode: '  ' }))
      .thenThrows('RELAY.TRACKING_CODE_REQUIRED', 'validation');
    expect(err.message).toBe('Tracking code required');
    expect(err.fieldErrors).toEqual([{ field: 'trackingCode', message: 'Please scan or enter a tracking code' }]);
  });

  it('an unknown tracking code is not found', () => {
    spec
      .given()
      .when(checkIn({ shipment: null }))
      .thenThrows('RELAY.UNKNOWN_TRACKING_CODE', 'not_found');
  });

  it('a shipment not routed through this point is refused', () => {
    spec
      .given()
      .when(checkIn({ shipment: { ...shipment, originRelayPointId: null } }))
      .thenThrows('RELAY.NOT_FOR_THIS_POINT', 'conflict');
  });

  it('a shipment at the wrong step for this leg is refused (destination before pickup)', () => {
    spec
      .given()
      .when(checkIn({ point: { relayPointId: DESTINATION, label: 'x', active: true } }))
      .thenThrows('RELAY.NOT_FOR_THIS_POINT', 'conflict');
  });

  it('a deactivated point takes no packages', () => {
    spec
      .given()
      .when(checkIn({ point: { relayPointId: ORIGIN, label: 'x', active: false } }))
      .thenThrows('RELAY_POINT.INACTIVE', 'conflict');
  });

  it('a package already checked in is refused; a retry of the same request changes nothing', () => {
    spec
      .given(checkedIn)
      .when(checkIn({ requestId: '99999999-9999-4999-8999-999999999999' }))
      .thenThrows('RELAY.ALREADY_CHECKED_IN', 'conflict');
    spec.given(checkedIn).when(checkIn()).then([]);
  });

  it('the same request id with other fields is a second check-in, refused (409), not the first one answered again', () => {
    spec
      .given(checkedIn)
      .when(checkIn({ input: { ...input, condition: 'damaged' } }))
      .thenThrows('RELAY.ALREADY_CHECKED_IN', 'conflict');
    spec
      .given(checkedIn)
      .when(checkIn({ input: { ...input, conditionNotes: 'Box dented' } }))
      .thenThrows('RELAY.ALREADY_CHECKED_IN', 'conflict');
  });

  it('condition must be good, fair or damaged; storage days 1 to 60; the pickup date not in the past', () => {
    spec
      .given()
      .when(checkIn({ input: { ...input, condition: 'broken' } }))
      .thenThrows('RELAY.CHECK_IN_INVALID');
    spec
      .given()
      .when(checkIn({ input: { ...input, estimatedStorageDays: 0 } }))
      .thenThrows('RELAY.CHECK_IN_INVALID');
    spec
      .given()
      .when(checkIn({ input: { ...input, expectedPickupDate: '2026-11-01' } }))
      .thenThrows('RELAY.CHECK_IN_INVALID');
  });

  it('an expected pickup date that is not on the calendar (30 February, 29 February of a common year) is refused, naming the field', () => {
    for (const day of ['2099-02-30', '2099-02-29', '2099-04-31']) {
      const err = spec
        .given()
        .when(checkIn({ input: { ...input, expectedPickupDate: day } }))
        .thenThrows('RELAY.CHECK_IN_INVALID', 'validation');
      expect(err.fieldErrors).toEqual([
        { field: 'expectedPickupDate', message: 'Expected pickup date must be a date (YYYY-MM-DD)' },
      ]);
    }
    // A leap day is a real date.
    const [e] = spec
      .given()
      .when(checkIn({ input: { ...input, expectedPickupDate: '2096-02-29' } }))
      .thenEvents();
    expect(e).toMatchObject({ data: { expectedPickupDate: '2096-02-29' } });
  });
});

describe('stored package decider: release and return', () => {
  it('a stored package is released with the ID checks and a verified code (pickup code at the origin)', () =>
    spec.given(checkedIn).when(release()).then([released]));

  it("a release without the ID checkbox is 'ID verification required'", () => {
    const err = spec
      .given(checkedIn)
      .when(release({ idVerified: false }))
      .thenThrows('RELAY.ID_VERIFICATION_REQUIRED', 'validation');
    expect(err.message).toBe('ID verification required');
  });

  it("a code that is not 6 digits is 'Pickup code required' / 'Please enter the 6-digit pickup code from traveler'", () => {
    const err = spec
      .given(checkedIn)
      .when(release({ code: '12a' }))
      .thenThrows('RELAY.PICKUP_CODE_REQUIRED', 'validation');
    expect(err.message).toBe('Pickup code required');
    expect(err.fieldErrors[0]!.message).toBe('Please enter the 6-digit pickup code from traveler');
  });

  it("a code the marketplace did not verify is 'Pickup code verification failed' / 'Pickup code does not match package code'", () => {
    const err = spec
      .given(checkedIn)
      .when(release({ codeVerified: false }))
      .thenThrows('RELAY.PICKUP_CODE_MISMATCH', 'validation');
    expect(err.message).toBe('Pickup code verification failed');
    expect(err.fieldErrors[0]!.message).toBe('Pickup code does not match package code');
  });

  it('a package dropped off before a traveler was matched cannot be collected yet', () => {
    spec
      .given(checkedIn)
      .when(release({ travelerId: null }))
      .thenThrows('RELAY.NO_TRAVELER_YET', 'conflict');
  });

  it('a retried release changes nothing; another release of a released package is refused', () => {
    spec.given(checkedIn, released).when(release()).then([]);
    spec
      .given(checkedIn, released)
      .when(release({ requestId: '99999999-9999-4999-8999-999999999999' }))
      .thenThrows('RELAY.PACKAGE_NOT_STORED', 'conflict');
  });

  it('an unknown package is not found', () => {
    spec.given().when(release()).thenThrows('RELAY.PACKAGE_NOT_FOUND', 'not_found');
  });

  it('only an expired package is returned to sender', () => {
    spec
      .given(checkedIn)
      .when({ type: 'return_to_sender', staffId: STAFF, notes: null, limits }, at(13))
      .thenThrows('RELAY.NOT_EXPIRED', 'conflict');
    spec
      .given(checkedIn)
      .when({ type: 'return_to_sender', staffId: STAFF, notes: 'Sender collects', limits }, at(14))
      .then([{ type: 'relay.package.returned', data: { ...ref, returnedBy: STAFF, notes: 'Sender collects' } }]);
  });
});

describe('stored package decider: storage age (spec §4, §9)', () => {
  it('nothing is raised under 10 days', () => spec.given(checkedIn).when(age(), at(9.9)).then([]));

  it('near_limit is raised once at 10 days', () => {
    spec
      .given(checkedIn)
      .when(age(), at(10))
      .then([{ type: 'relay.package.near_limit', data: { ...ref, storageDays: 10, reason: 'storage_days' } }]);
    const near: StoredPackageEvent = {
      type: 'relay.package.near_limit',
      data: { ...ref, storageDays: 10, reason: 'storage_days' },
    };
    spec.given(checkedIn, near).when(age(), at(11)).then([]);
  });

  it('near_limit is raised when the expected pickup date has passed, before 10 days', () => {
    const withDate: StoredPackageEvent = {
      type: 'relay.package.checked_in',
      data: {
        ...(checkedIn.data as Extract<StoredPackageEvent, { type: 'relay.package.checked_in' }>['data']),
        expectedPickupDate: '2026-11-25',
      },
    };
    spec
      .given(withDate)
      .when(age(), at(3))
      .then([{ type: 'relay.package.near_limit', data: { ...ref, storageDays: 3, reason: 'pickup_date_passed' } }]);
  });

  it('expired is raised once at 14 days (with near_limit if it was never raised)', () => {
    spec
      .given(checkedIn)
      .when(age(), at(14))
      .then([
        { type: 'relay.package.near_limit', data: { ...ref, storageDays: 14, reason: 'storage_days' } },
        { type: 'relay.package.expired', data: { ...ref, storageDays: 14 } },
      ]);
  });

  it('a released package is not aged', () => spec.given(checkedIn, released).when(age(), at(20)).then([]));

  it('display status: Good under 10 days, Near Limit 10 to 13 or past the pickup date, Expired 14 or more', () => {
    const storedAt = NOW.toISOString();
    expect(displayStatusAt(storedAt, null, at(9.99), limits)).toBe('good');
    expect(displayStatusAt(storedAt, null, at(10), limits)).toBe('near_limit');
    expect(displayStatusAt(storedAt, null, at(13.99), limits)).toBe('near_limit');
    expect(displayStatusAt(storedAt, null, at(14), limits)).toBe('expired');
    expect(displayStatusAt(storedAt, '2026-11-24', at(2), limits)).toBe('near_limit');
  });
});

describe('stored package decider: the storage limits are the current settings, not constants', () => {
  it('with near limit at 3 days and expired at 5: near_limit at 3 days, expired at 5, nothing at 2', () => {
    spec.given(checkedIn).when(age(short), at(2.9)).then([]);
    spec
      .given(checkedIn)
      .when(age(short), at(3))
      .then([{ type: 'relay.package.near_limit', data: { ...ref, storageDays: 3, reason: 'storage_days' } }]);
    const near: StoredPackageEvent = {
      type: 'relay.package.near_limit',
      data: { ...ref, storageDays: 3, reason: 'storage_days' },
    };
    spec
      .given(checkedIn, near)
      .when(age(short), at(5))
      .then([{ type: 'relay.package.expired', data: { ...ref, storageDays: 5 } }]);
  });

  it('with expired at 5 days a package may be returned to its sender at 5 days, not at 4', () => {
    spec
      .given(checkedIn)
      .when({ type: 'return_to_sender', staffId: STAFF, notes: null, limits: short }, at(4))
      .thenThrows('RELAY.NOT_EXPIRED', 'conflict');
    spec
      .given(checkedIn)
      .when({ type: 'return_to_sender', staffId: STAFF, notes: null, limits: short }, at(5))
      .then([{ type: 'relay.package.returned', data: { ...ref, returnedBy: STAFF, notes: null } }]);
  });

  it('raised longer limits hold back a package the defaults would have aged', () =>
    spec
      .given(checkedIn)
      .when(age({ ...limits, nearLimitDays: 20, expiredDays: 30 }), at(14))
      .then([]));

  it('a check-in without an estimate takes the default estimated days of the settings', () => {
    const events = storedPackageDecider.decide(checkIn({ limits: short }), storedPackageDecider.initialState(), NOW);
    expect(events[0]).toMatchObject({ data: { estimatedStorageDays: 2 } });
  });

  it('display status follows the limits given: Near Limit at 3 days, Expired at 5', () => {
    const storedAt = NOW.toISOString();
    expect(displayStatusAt(storedAt, null, at(2.99), short)).toBe('good');
    expect(displayStatusAt(storedAt, null, at(3), short)).toBe('near_limit');
    expect(displayStatusAt(storedAt, null, at(5), short)).toBe('expired');
  });
});
