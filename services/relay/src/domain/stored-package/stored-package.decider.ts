import {
  calendarDateSchema,
  DomainError,
  sameData,
  type EventOf,
  type HandoffCodeKind,
  PACKAGE_CONDITIONS,
  type PackageStatus,
  type RelayLeg,
  type packageCheckedInV1,
  type packageExpiredV1,
  type packageNearLimitV1,
  type packageReleasedV1,
  type packageReturnedV1,
  relayPointErrors,
  storedPackageErrors,
} from '@oneway/contracts';
import type { Decider } from '@oneway/contracts';
import type { CheckInInput, RelayShipment, StorageLimits, StoredPackageCommand } from './stored-package.commands.js';
import { pickupDatePassed, storageDays } from './storage-age.js';

export type StoredPackageEvent =
  | EventOf<typeof packageCheckedInV1>
  | EventOf<typeof packageReleasedV1>
  | EventOf<typeof packageReturnedV1>
  | EventOf<typeof packageNearLimitV1>
  | EventOf<typeof packageExpiredV1>;

type CheckedIn = EventOf<typeof packageCheckedInV1>['data'];

export type StoredPackageState =
  | { status: 'none' }
  | {
      status: PackageStatus;
      checkIn: CheckedIn;
      travelerId: string | null;
      releaseRequestId: string | null;
      nearLimitRaised: boolean;
      expiredRaised: boolean;
    };

/** One stream per shipment and leg: a second check-in of the same package there cannot append. */
export const storedPackageStreamId = (shipmentId: string, leg: RelayLeg) => `relay_package-${shipmentId}-${leg}`;

/** The leg a shipment would be stored for at this point, from its route alone. */
export function legAt(shipment: RelayShipment, relayPointId: string): RelayLeg | null {
  if (shipment.originRelayPointId === relayPointId) return 'origin';
  if (shipment.destinationRelayPointId === relayPointId) return 'destination';
  return null;
}

/** The code the collector gives: the traveler's pickup code at the origin, the receiver's delivery code at the destination. */
export const codeKindFor = (leg: RelayLeg): HandoffCodeKind => (leg === 'origin' ? 'pickup' : 'delivery');

/** Origin: the sender drops it off before the traveler has it. Destination: the traveler brings it. */
const READY_STATUSES: Record<RelayLeg, readonly string[]> = {
  origin: ['pending', 'matched'],
  destination: ['picked_up', 'in_transit'],
};

const MAX_ESTIMATED_DAYS = 60;
const PHONE_OR_TEXT_MAX = 200;

function checkedInData(command: Extract<StoredPackageCommand, { type: 'check_in' }>, now: Date): CheckedIn {
  const { shipment, point, input } = command;
  if (!command.trackingCode.trim()) throw storedPackageErrors.trackingCodeRequired();
  if (!point.active) throw relayPointErrors.inactive();
  if (!shipment) throw storedPackageErrors.unknownTrackingCode();
  const leg = legAt(shipment, point.relayPointId);
  if (!leg || !READY_STATUSES[leg].includes(shipment.status)) throw storedPackageErrors.notForThisPoint();
  const fields = checkInFields(input, command.limits, now);
  return {
    packageId: command.packageId,
    shipmentId: shipment.shipmentId,
    trackingNumber: shipment.trackingNumber,
    relayPointId: point.relayPointId,
    relayPointLabel: point.label,
    leg,
    senderId: shipment.senderId,
    travelerId: shipment.travelerId,
    storedBy: command.staffId,
    storedAt: now.toISOString(),
    requestId: command.requestId,
    ...fields,
  };
}

function checkInFields(input: CheckInInput, limits: StorageLimits, now: Date) {
  if (!(PACKAGE_CONDITIONS as readonly string[]).includes(input.condition))
    throw storedPackageErrors.invalidCheckIn('condition', 'Condition must be good, fair or damaged');
  const days = input.estimatedStorageDays ?? limits.defaultEstimatedDays;
  if (!Number.isInteger(days) || days < 1 || days > MAX_ESTIMATED_DAYS)
    throw storedPackageErrors.invalidCheckIn(
      'estimatedStorageDays',
      `Estimated storage days must be 1 to ${MAX_ESTIMATED_DAYS}`,
    );
  const date = input.expectedPickupDate?.trim() || null;
  // A day on the calendar, checked as the checked-in event's schema checks it: `Date.parse`
  // rolled 2099-02-30 over into March, and the append then failed with a 500.
  if (date !== null && !calendarDateSchema.safeParse(date).success)
    throw storedPackageErrors.invalidCheckIn('expectedPickupDate', 'Expected pickup date must be a date (YYYY-MM-DD)');
  if (date !== null && date < now.toISOString().slice(0, 10))
    throw storedPackageErrors.invalidCheckIn('expectedPickupDate', 'Expected pickup date cannot be in the past');
  const emergency = input.emergencyContact?.trim() || null;
  if (emergency && emergency.length > PHONE_OR_TEXT_MAX)
    throw storedPackageErrors.invalidCheckIn('emergencyContact', 'Emergency contact is too long');
  return {
    condition: input.condition as CheckedIn['condition'],
    conditionNotes: input.conditionNotes?.trim() || null,
    photos: input.photos,
    expectedPickupDate: date,
    handoffInstructions: input.handoffInstructions?.trim() || null,
    emergencyContact: emergency,
    estimatedStorageDays: days,
  };
}

/**
 * Whether a check-in sent again asks for what the first one stored: its fields, as the rules
 * made them on the day it was stored, are the stored ones. Fields the rules refuse are not.
 */
function repeatsCheckIn(command: Extract<StoredPackageCommand, { type: 'check_in' }>, stored: CheckedIn): boolean {
  let again: ReturnType<typeof checkInFields>;
  try {
    again = checkInFields(command.input, command.limits, new Date(stored.storedAt));
  } catch (err) {
    if (err instanceof DomainError) return false;
    throw err;
  }
  const storedFields = Object.fromEntries(Object.keys(again).map((k) => [k, stored[k as keyof CheckedIn]]));
  return sameData(again, storedFields);
}

/** The checks a release must pass before anyone is asked about the code (spec §5 order). */
export function assertReleasable(
  s: StoredPackageState,
  command: Extract<StoredPackageCommand, { type: 'release' }>,
): 'release' | 'already_done' {
  if (s.status === 'none') throw storedPackageErrors.packageNotFound();
  if (s.status === 'released' && s.releaseRequestId === command.requestId) return 'already_done';
  if (s.status !== 'stored') throw storedPackageErrors.packageNotStored(s.status);
  if (!command.idVerified) throw storedPackageErrors.idVerificationRequired();
  if (!/^\d{6}$/.test(command.code.trim())) throw storedPackageErrors.pickupCodeRequired();
  if (s.checkIn.leg === 'origin' && !command.travelerId) throw storedPackageErrors.noTravelerYet();
  return 'release';
}

function ref(s: Exclude<StoredPackageState, { status: 'none' }>) {
  const c = s.checkIn;
  return {
    packageId: c.packageId,
    shipmentId: c.shipmentId,
    trackingNumber: c.trackingNumber,
    relayPointId: c.relayPointId,
    relayPointLabel: c.relayPointLabel,
    leg: c.leg,
    senderId: c.senderId,
    travelerId: s.travelerId,
  };
}

function decide(command: StoredPackageCommand, s: StoredPackageState, now: Date): StoredPackageEvent[] {
  switch (command.type) {
    case 'check_in': {
      if (!command.trackingCode.trim()) throw storedPackageErrors.trackingCodeRequired();
      if (!command.point.active) throw relayPointErrors.inactive();
      if (s.status !== 'none') {
        // A retried request (same id, same fields) is the same check-in: nothing new happens.
        // The id with other fields is a second check-in (decision create-id-reuse-409).
        if (s.checkIn.requestId === command.requestId && repeatsCheckIn(command, s.checkIn)) return [];
        throw storedPackageErrors.alreadyCheckedIn();
      }
      return [{ type: 'relay.package.checked_in', data: checkedInData(command, now) }];
    }
    case 'release': {
      if (assertReleasable(s, command) === 'already_done' || s.status === 'none') return [];
      if (!command.codeVerified) throw storedPackageErrors.pickupCodeMismatch();
      return [
        {
          type: 'relay.package.released',
          data: {
            ...ref({ ...s, travelerId: command.travelerId ?? s.travelerId }),
            releasedBy: command.staffId,
            codeKind: codeKindFor(s.checkIn.leg),
            idVerified: true,
            notes: command.notes?.trim() || null,
            requestId: command.requestId,
          },
        },
      ];
    }
    case 'return_to_sender': {
      if (s.status === 'none') throw storedPackageErrors.packageNotFound();
      if (s.status !== 'stored') throw storedPackageErrors.packageNotStored(s.status);
      const expired = s.expiredRaised || storageDays(s.checkIn.storedAt, now) >= command.limits.expiredDays;
      if (!expired) throw storedPackageErrors.notExpired();
      return [
        {
          type: 'relay.package.returned',
          data: { ...ref(s), returnedBy: command.staffId, notes: command.notes?.trim() || null },
        },
      ];
    }
    case 'record_storage_age': {
      if (s.status !== 'stored') return [];
      const { nearLimitDays, expiredDays } = command.limits;
      const days = storageDays(s.checkIn.storedAt, now);
      const events: StoredPackageEvent[] = [];
      const datePassed = pickupDatePassed(s.checkIn.expectedPickupDate, now);
      if (!s.nearLimitRaised && (days >= nearLimitDays || datePassed)) {
        const reason = days >= nearLimitDays ? 'storage_days' : 'pickup_date_passed';
        events.push({ type: 'relay.package.near_limit', data: { ...ref(s), storageDays: days, reason } });
      }
      if (!s.expiredRaised && days >= expiredDays)
        events.push({ type: 'relay.package.expired', data: { ...ref(s), storageDays: days } });
      return events;
    }
    default: {
      const unreachable: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

function evolve(s: StoredPackageState, e: StoredPackageEvent): StoredPackageState {
  if (e.type === 'relay.package.checked_in')
    return {
      status: 'stored',
      checkIn: e.data,
      travelerId: e.data.travelerId,
      releaseRequestId: null,
      nearLimitRaised: false,
      expiredRaised: false,
    };
  if (s.status === 'none') return s;
  switch (e.type) {
    case 'relay.package.released':
      return { ...s, status: 'released', travelerId: e.data.travelerId, releaseRequestId: e.data.requestId };
    case 'relay.package.returned':
      return { ...s, status: 'returned' };
    case 'relay.package.near_limit':
      return { ...s, nearLimitRaised: true };
    case 'relay.package.expired':
      return { ...s, expiredRaised: true };
    default:
      return s;
  }
}

export const storedPackageDecider: Decider<StoredPackageCommand, StoredPackageState, StoredPackageEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
