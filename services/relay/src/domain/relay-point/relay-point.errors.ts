import { DomainError } from '@oneway/contracts';

export const relayPointNotFound = () => new DomainError('RELAY_POINT.NOT_FOUND', 'not_found', 'Relay point not found');

export const relayPointInactive = () =>
  new DomainError('RELAY_POINT.INACTIVE', 'conflict', 'This relay point is deactivated');

export const staffNotAssigned = () =>
  new DomainError('RELAY_STAFF.NOT_ASSIGNED', 'not_found', 'This user is not assigned to the relay point');
