import { defineError, type FieldError } from '../errors.js';

/** Relay points and the staff assigned to them (relay's RelayPoint aggregate). */
export const relayPointErrors = {
  notFound: defineError({ code: 'RELAY_POINT.NOT_FOUND', kind: 'not_found', message: 'Relay point not found' }),
  invalid: defineError({
    code: 'RELAY_POINT.INVALID',
    kind: 'validation',
    message: 'Check the relay point details',
    fieldErrors: (fieldErrors: FieldError[]) => fieldErrors,
  }),
  /** The client-chosen id names a point created with other details (decision create-id-reuse-409). */
  idTaken: defineError({
    code: 'RELAY_POINT.ID_TAKEN',
    kind: 'conflict',
    message: (relayPointId: string) => `Relay point id ${relayPointId} is already used for a point with other details`,
  }),
  inactive: defineError({
    code: 'RELAY_POINT.INACTIVE',
    kind: 'conflict',
    message: 'This relay point is deactivated',
  }),
  staffNotAssigned: defineError({
    code: 'RELAY_STAFF.NOT_ASSIGNED',
    kind: 'not_found',
    message: 'This user is not assigned to the relay point',
  }),
  relayStaffOnly: defineError({
    code: 'AUTH.RELAY_STAFF_ONLY',
    kind: 'forbidden',
    message: 'Only relay staff can verify a code at a relay point',
  }),
};
