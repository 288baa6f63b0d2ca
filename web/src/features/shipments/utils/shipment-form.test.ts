import { describe, expect, it } from 'vitest';
import type { ShipmentView } from '../api/types';
import {
  emptyShipmentForm,
  serverFieldErrors,
  toShipmentRequest,
  validateShipmentForm,
  type ShipmentFormValues,
} from './shipment-form';

const TODAY = '2026-11-21';
const valid = (overrides: Partial<ShipmentFormValues> = {}): ShipmentFormValues => ({
  ...emptyShipmentForm(),
  fromLocation: 'London, United Kingdom',
  toLocation: 'Lagos, Nigeria',
  weight: '4.5',
  size: 'medium',
  contents: 'Books and clothes',
  prohibitedItemsDeclared: true,
  declaredValue: '120',
  paymentAmount: '45.50',
  currency: 'GBP',
  earliestPickupDate: '2026-11-25',
  latestDeliveryDate: '2026-12-10',
  receiverName: 'Chidi Okafor',
  receiverPhone: '+234 801 234 5678',
  receiverAddressLine1: '12 Allen Avenue',
  receiverCity: 'Lagos',
  ...overrides,
});

describe('Ship a Package form rules', () => {
  it('§9 default currency USD and weight unit kg: a new Ship a Package form starts with USD and kg', () => {
    const empty = emptyShipmentForm();
    expect(empty.currency).toBe('USD');
    expect(empty.weightUnit).toBe('kg');
    const sent = toShipmentRequest({ ...valid(), currency: empty.currency, weightUnit: empty.weightUnit });
    expect(sent).toMatchObject({ currency: 'USD', weightUnit: 'kg' });
  });

  it('a complete listing has no errors', () => {
    expect(validateShipmentForm(valid(), TODAY)).toEqual({});
  });

  it('origin and destination must be supported "City, Country" locations', () => {
    const e = validateShipmentForm(valid({ fromLocation: 'Paris, France', toLocation: '' }), TODAY);
    expect(e.fromLocation).toBe('Origin must be "City, Country" for a supported city');
    expect(e.toLocation).toBe('Destination must be "City, Country" for a supported city');
  });

  it('origin and destination countries must differ', () => {
    expect(validateShipmentForm(valid({ toLocation: 'Manchester, United Kingdom' }), TODAY).toLocation).toBe(
      'Origin and destination must be in different countries',
    );
  });

  it('weight must be more than 0 and at most 32 kg, lb converted', () => {
    expect(validateShipmentForm(valid({ weight: '0' }), TODAY).weight).toBe(
      'Weight must be more than 0 and at most 32 kg',
    );
    expect(validateShipmentForm(valid({ weight: '32.5' }), TODAY).weight).toBeDefined();
    expect(validateShipmentForm(valid({ weight: '32' }), TODAY).weight).toBeUndefined();
    expect(validateShipmentForm(valid({ weight: '70', weightUnit: 'lb' }), TODAY).weight).toBeUndefined();
    expect(validateShipmentForm(valid({ weight: '71', weightUnit: 'lb' }), TODAY).weight).toBeDefined();
  });

  it('size is small, medium or large', () => {
    expect(validateShipmentForm(valid({ size: '' }), TODAY).size).toBe('Size must be small, medium or large');
  });

  it('contents are 3 to 500 characters', () => {
    expect(validateShipmentForm(valid({ contents: 'ab' }), TODAY).contents).toBe(
      'Contents must be 3 to 500 characters',
    );
    expect(validateShipmentForm(valid({ contents: 'x'.repeat(501) }), TODAY).contents).toBeDefined();
    expect(validateShipmentForm(valid({ contents: 'abc' }), TODAY).contents).toBeUndefined();
  });

  it('the prohibited-items declaration is required', () => {
    expect(validateShipmentForm(valid({ prohibitedItemsDeclared: false }), TODAY).prohibitedItemsDeclared).toBe(
      'You must declare that nothing in the package is on the prohibited list',
    );
  });

  it('declared value is 0 or more and payment is more than 0', () => {
    expect(validateShipmentForm(valid({ declaredValue: '-1' }), TODAY).declaredValue).toBeDefined();
    expect(validateShipmentForm(valid({ declaredValue: '0' }), TODAY).declaredValue).toBeUndefined();
    expect(validateShipmentForm(valid({ paymentAmount: '0' }), TODAY).paymentAmount).toBe(
      'Payment amount must be more than 0',
    );
    expect(validateShipmentForm(valid({ paymentAmount: '12.345' }), TODAY).paymentAmount).toBeDefined();
  });

  it('earliest pickup is not in the past', () => {
    expect(validateShipmentForm(valid({ earliestPickupDate: '2026-11-20' }), TODAY).earliestPickupDate).toBe(
      'Earliest pickup cannot be in the past',
    );
    expect(validateShipmentForm(valid({ earliestPickupDate: TODAY }), TODAY).earliestPickupDate).toBeUndefined();
  });

  it('latest delivery is after the earliest pickup and within 180 days', () => {
    expect(validateShipmentForm(valid({ latestDeliveryDate: '2026-11-25' }), TODAY).latestDeliveryDate).toBe(
      'Latest delivery must be after the earliest pickup',
    );
    expect(validateShipmentForm(valid({ latestDeliveryDate: '2027-05-21' }), TODAY).latestDeliveryDate).toBe(
      'Latest delivery must be within 180 days',
    );
    expect(validateShipmentForm(valid({ latestDeliveryDate: '2027-05-20' }), TODAY).latestDeliveryDate).toBeUndefined();
  });

  it('receiver name, E.164 phone, address and city are required', () => {
    const e = validateShipmentForm(
      valid({ receiverName: ' ', receiverPhone: '0801 234 5678', receiverAddressLine1: '', receiverCity: '' }),
      TODAY,
    );
    expect(e.receiverName).toBe('Receiver name is required');
    expect(e.receiverPhone).toBe('Receiver phone must be an international number (E.164, e.g. +447700900123)');
    expect(e.receiverAddressLine1).toBe('Receiver address is required');
    expect(e.receiverCity).toBe('Receiver city is required');
  });

  it('the request carries minor units, the normalised phone and the destination country', () => {
    const body = toShipmentRequest(valid());
    expect(body).toMatchObject({
      declaredValue: 12000,
      paymentAmount: 4550,
      receiverPhone: '+2348012345678',
      receiverCountry: 'Nigeria',
      weight: 4.5,
      notes: null,
    });
  });

  it("server field errors land on the form's fields (receiver.phone → receiverPhone)", () => {
    expect(
      serverFieldErrors([
        { field: 'receiver.phone', message: 'Bad phone' },
        { field: 'weight', message: 'Too heavy' },
      ]),
    ).toEqual({ receiverPhone: 'Bad phone', weight: 'Too heavy' });
  });
});

describe('editing a listing', () => {
  it('a listed shipment becomes form values and back to the same request (minor units, receiver)', async () => {
    const { formValuesFromShipment } = await import('./shipment-form');
    const body = toShipmentRequest(valid());
    // The request type is the contract's input (free strings); the view carries the checked values.
    const view: ShipmentView = {
      ...(body as typeof body & Pick<ShipmentView, 'weightUnit' | 'size' | 'contentTypes' | 'currency' | 'weight'>),
      id: 's',
      senderId: 'u',
      trackingNumber: 'OW-1',
      status: 'pending' as const,
      weightKg: 4.5,
      declaredValue: { amount: body.declaredValue, currency: body.currency as ShipmentView['currency'] },
      hasInsurance: false,
      insuranceAmount: 0,
      createdAt: '',
      travelerId: null,
      tripId: null,
      notes: null,
      receiver: {
        name: body.receiverName,
        phone: body.receiverPhone,
        addressLine1: body.receiverAddressLine1,
        addressLine2: null,
        city: body.receiverCity,
        country: body.receiverCountry as 'Nigeria',
        zipCode: null,
      },
      escrowStatus: 'none' as const,
      updatedAt: '',
      pickupCode: null,
      deliveryCode: null,
      originRelayPointId: body.originRelayPointId ?? null,
      destinationRelayPointId: body.destinationRelayPointId ?? null,
      allowedActions: [],
    };
    expect(toShipmentRequest(formValuesFromShipment(view))).toEqual(body);
  });
});
