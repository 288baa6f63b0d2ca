import { DomainError, ERROR_KINDS, httpStatusOf } from '../errors.js';
import {
  duplicatedErrorCodes,
  ERROR_CATALOGUE,
  interestErrors,
  shipmentErrors,
  userErrors,
} from './error-catalogue.js';

describe('the error catalogue', () => {
  it('defines every code once (SHIPMENT.NOT_FOUND has one kind and one message)', () => {
    expect(duplicatedErrorCodes()).toEqual([]);
    expect(ERROR_CATALOGUE.get('SHIPMENT.NOT_FOUND')).toBe('not_found');
    expect(shipmentErrors.notFound().message).toBe('Shipment not found');
  });

  it('every code is DOMAIN.REASON in capitals and every kind maps to an HTTP status', () => {
    for (const [code, kind] of ERROR_CATALOGUE) {
      expect(code).toMatch(/^[A-Z_]+(\.[A-Z_]+)?$/);
      expect(ERROR_KINDS).toContain(kind);
      expect(httpStatusOf(kind)).toBeGreaterThanOrEqual(400);
    }
  });

  it('an entry builds a DomainError with its code, kind, message and field errors, and exposes its code', () => {
    const err = interestErrors.tripIncompatible(['too heavy', 'wrong dates']);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({
      code: 'INTEREST.TRIP_INCOMPATIBLE',
      kind: 'precondition',
      message: 'The trip does not fit this shipment: too heavy, wrong dates',
      fieldErrors: [
        { field: 'tripId', message: 'too heavy' },
        { field: 'tripId', message: 'wrong dates' },
      ],
    });
    expect(interestErrors.tripIncompatible.code).toBe('INTEREST.TRIP_INCOMPATIBLE');
    expect(userErrors.emailTaken(true).fieldErrors.map((f) => f.field)).toEqual(['email', 'username']);
  });
});
