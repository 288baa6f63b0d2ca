import { DomainError } from '@oneway/contracts';

// Texts in quotes in spec §5 are the product's: the message is the toast title, the field
// error its description.

export const trackingCodeRequired = () =>
  new DomainError('RELAY.TRACKING_CODE_REQUIRED', 'validation', 'Tracking code required', [
    { field: 'trackingCode', message: 'Please scan or enter a tracking code' },
  ]);

export const unknownTrackingCode = () =>
  new DomainError('RELAY.UNKNOWN_TRACKING_CODE', 'not_found', 'No shipment has this tracking code', [
    { field: 'trackingCode', message: 'No shipment has this tracking code' },
  ]);

export const notForThisPoint = () =>
  new DomainError(
    'RELAY.NOT_FOR_THIS_POINT',
    'conflict',
    'This shipment is not headed to or from this relay point at its current step',
  );

export const alreadyCheckedIn = () =>
  new DomainError('RELAY.ALREADY_CHECKED_IN', 'conflict', 'This package is already checked in here');

export const packageNotFound = () => new DomainError('RELAY.PACKAGE_NOT_FOUND', 'not_found', 'Package not found');

export const packageNotStored = (status: string) =>
  new DomainError('RELAY.PACKAGE_NOT_STORED', 'conflict', `This package is no longer stored here (${status})`);

export const idVerificationRequired = () =>
  new DomainError('RELAY.ID_VERIFICATION_REQUIRED', 'validation', 'ID verification required', [
    { field: 'idVerified', message: 'ID verification required' },
  ]);

export const pickupCodeRequired = () =>
  new DomainError('RELAY.PICKUP_CODE_REQUIRED', 'validation', 'Pickup code required', [
    { field: 'code', message: 'Please enter the 6-digit pickup code from traveler' },
  ]);

export const pickupCodeMismatch = (detail?: string) =>
  new DomainError('RELAY.PICKUP_CODE_MISMATCH', 'validation', 'Pickup code verification failed', [
    { field: 'code', message: detail ?? 'Pickup code does not match package code' },
  ]);

export const noTravelerYet = () =>
  new DomainError(
    'RELAY.NO_TRAVELER_YET',
    'conflict',
    'No traveler is matched to this shipment yet: it cannot be collected',
  );

export const notExpired = () =>
  new DomainError('RELAY.NOT_EXPIRED', 'conflict', 'Only an expired package can be returned to sender');

export const invalidCheckIn = (field: string, message: string) =>
  new DomainError('RELAY.CHECK_IN_INVALID', 'validation', message, [{ field, message }]);
