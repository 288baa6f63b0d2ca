import { DomainError, type ShipmentStatus } from '@oneway/contracts';

export const shipmentNotFound = () => new DomainError('SHIPMENT.NOT_FOUND', 'not_found', 'Shipment not found');

export const illegalShipmentTransition = (action: string, status: ShipmentStatus) =>
  new DomainError('SHIPMENT.INVALID_TRANSITION', 'conflict', `Cannot ${action} a shipment that is ${status}`);

export const notSender = () => new DomainError('SHIPMENT.NOT_SENDER', 'forbidden', 'Only the sender can do this');

export const notMatchedTraveler = () =>
  new DomainError('SHIPMENT.NOT_TRAVELER', 'forbidden', "Only the shipment's matched traveler can do this");

export const handoffCodeLocked = (until: string) =>
  new DomainError('HANDOFF.CODE_LOCKED', 'rate_limited', `Too many wrong codes: try again after ${until}`);

export const handoffCodeInvalid = (attemptsLeft: number) =>
  new DomainError(
    'HANDOFF.CODE_INVALID',
    'validation',
    `The code is not correct (${attemptsLeft} tries left before it locks)`,
    [{ field: 'code', message: 'The code is not correct' }],
  );
