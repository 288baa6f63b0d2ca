import { defineError } from '../errors.js';

// Texts in quotes in spec §5 are the product's: the message is the toast title, the field
// error its description.

/** Packages stored at a relay point (relay's StoredPackage aggregate). */
export const storedPackageErrors = {
  trackingCodeRequired: defineError({
    code: 'RELAY.TRACKING_CODE_REQUIRED',
    kind: 'validation',
    message: 'Tracking code required',
    fieldErrors: () => [{ field: 'trackingCode', message: 'Please scan or enter a tracking code' }],
  }),
  unknownTrackingCode: defineError({
    code: 'RELAY.UNKNOWN_TRACKING_CODE',
    kind: 'not_found',
    message: 'No shipment has this tracking code',
    fieldErrors: () => [{ field: 'trackingCode', message: 'No shipment has this tracking code' }],
  }),
  notForThisPoint: defineError({
    code: 'RELAY.NOT_FOR_THIS_POINT',
    kind: 'conflict',
    message: 'This shipment is not headed to or from this relay point at its current step',
  }),
  alreadyCheckedIn: defineError({
    code: 'RELAY.ALREADY_CHECKED_IN',
    kind: 'conflict',
    message: 'This package is already checked in here',
  }),
  packageNotFound: defineError({ code: 'RELAY.PACKAGE_NOT_FOUND', kind: 'not_found', message: 'Package not found' }),
  packageNotStored: defineError({
    code: 'RELAY.PACKAGE_NOT_STORED',
    kind: 'conflict',
    message: (status: string) => `This package is no longer stored here (${status})`,
  }),
  idVerificationRequired: defineError({
    code: 'RELAY.ID_VERIFICATION_REQUIRED',
    kind: 'validation',
    message: 'ID verification required',
    fieldErrors: () => [{ field: 'idVerified', message: 'ID verification required' }],
  }),
  pickupCodeRequired: defineError({
    code: 'RELAY.PICKUP_CODE_REQUIRED',
    kind: 'validation',
    message: 'Pickup code required',
    fieldErrors: () => [{ field: 'code', message: 'Please enter the 6-digit pickup code from traveler' }],
  }),
  pickupCodeMismatch: defineError<[detail?: string]>({
    code: 'RELAY.PICKUP_CODE_MISMATCH',
    kind: 'validation',
    message: 'Pickup code verification failed',
    fieldErrors: (detail) => [{ field: 'code', message: detail ?? 'Pickup code does not match package code' }],
  }),
  noTravelerYet: defineError({
    code: 'RELAY.NO_TRAVELER_YET',
    kind: 'conflict',
    message: 'No traveler is matched to this shipment yet: it cannot be collected',
  }),
  notExpired: defineError({
    code: 'RELAY.NOT_EXPIRED',
    kind: 'conflict',
    message: 'Only an expired package can be returned to sender',
  }),
  invalidCheckIn: defineError({
    code: 'RELAY.CHECK_IN_INVALID',
    kind: 'validation',
    message: (_field: string, message: string) => message,
    fieldErrors: (field, message) => [{ field, message }],
  }),
};
