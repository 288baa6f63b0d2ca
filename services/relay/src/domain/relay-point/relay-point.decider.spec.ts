import { deciderSpecification } from '@oneway/testing';
import { relayPointDecider, type RelayPointEvent } from './relay-point.decider.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const POINT = '11111111-1111-4111-8111-111111111111';
const STAFF = '22222222-2222-4222-8222-222222222222';
const spec = deciderSpecification(relayPointDecider, NOW);

const details = {
  name: 'Lagos Island Hub',
  address: '12 Marina Road',
  city: 'Lagos',
  country: 'Nigeria' as const,
  zipCode: null,
  latitude: 6.45,
  longitude: 3.39,
  contactName: 'Ada Obi',
  contactPhone: '+2348012345678',
  operatingHours: 'Mon–Sat 09:00–18:00',
  notes: null,
  capacity: 200,
};
const created: RelayPointEvent = { type: 'relay.point.created', data: { relayPointId: POINT, details } };
const deactivated: RelayPointEvent = { type: 'relay.point.deactivated', data: { relayPointId: POINT } };
const assigned: RelayPointEvent = { type: 'relay.point.staff_assigned', data: { relayPointId: POINT, userId: STAFF } };

describe('relay point decider', () => {
  it('an admin creates a point with valid details', () =>
    spec.given().when({ type: 'create_point', relayPointId: POINT, details }).then([created]));

  it('a point with broken details is refused naming every broken field', () => {
    const err = spec
      .given()
      .when({
        type: 'create_point',
        relayPointId: POINT,
        details: { ...details, name: '', latitude: 120, contactPhone: '0801' },
      })
      .thenThrows('RELAY_POINT.INVALID', 'validation');
    expect(err.fieldErrors.map((f) => f.field).sort()).toEqual(['contactPhone', 'latitude', 'name']);
  });

  it('a retried create with the same id and details changes nothing, even after an edit', () => {
    spec.given(created).when({ type: 'create_point', relayPointId: POINT, details }).then([]);
    // Compared as the create stores them: an empty note is none, names are trimmed.
    spec
      .given(created)
      .when({ type: 'create_point', relayPointId: POINT, details: { ...details, name: ' Lagos Island Hub ' } })
      .then([]);
    const edited: RelayPointEvent = {
      type: 'relay.point.updated',
      data: { relayPointId: POINT, details: { ...details, capacity: 300 } },
    };
    spec.given(created, edited).when({ type: 'create_point', relayPointId: POINT, details }).then([]);
  });

  it('details read back from the store in another key order (jsonb sorts them) are the same details', () => {
    const reordered = Object.fromEntries(Object.entries(details).reverse()) as typeof details;
    const stored: RelayPointEvent = { type: 'relay.point.created', data: { relayPointId: POINT, details: reordered } };
    spec.given(stored).when({ type: 'create_point', relayPointId: POINT, details }).then([]);
    spec.given(stored).when({ type: 'update_point', details }).then([]);
  });

  it('the id of a point with other details is refused (409) naming the id, and nothing is appended', () => {
    const err = spec
      .given(created)
      .when({ type: 'create_point', relayPointId: POINT, details: { ...details, capacity: 300 } })
      .thenThrows('RELAY_POINT.ID_TAKEN', 'conflict');
    expect(err.message).toContain(POINT);
    spec
      .given(created)
      .when({ type: 'create_point', relayPointId: POINT, details: { ...details, name: '' } })
      .thenThrows('RELAY_POINT.ID_TAKEN', 'conflict');
  });

  it('editing changes the details; an edit that changes nothing appends nothing', () => {
    spec
      .given(created)
      .when({ type: 'update_point', details: { ...details, capacity: 300 } })
      .then([{ type: 'relay.point.updated', data: { relayPointId: POINT, details: { ...details, capacity: 300 } } }]);
    spec.given(created).when({ type: 'update_point', details }).then([]);
  });

  it('editing an unknown point is not found', () => {
    spec.given().when({ type: 'update_point', details }).thenThrows('RELAY_POINT.NOT_FOUND', 'not_found');
  });

  it('deactivating is idempotent and reactivating brings it back', () => {
    spec.given(created).when({ type: 'deactivate_point' }).then([deactivated]);
    spec.given(created, deactivated).when({ type: 'deactivate_point' }).then([]);
    spec
      .given(created, deactivated)
      .when({ type: 'reactivate_point' })
      .then([{ type: 'relay.point.reactivated', data: { relayPointId: POINT } }]);
  });

  it('staff are assigned once; a repeated assignment changes nothing', () => {
    spec.given(created).when({ type: 'assign_staff', userId: STAFF }).then([assigned]);
    spec.given(created, assigned).when({ type: 'assign_staff', userId: STAFF }).then([]);
  });

  it('no staff can be assigned to a deactivated point', () => {
    spec
      .given(created, deactivated)
      .when({ type: 'assign_staff', userId: STAFF })
      .thenThrows('RELAY_POINT.INACTIVE', 'conflict');
  });

  it('unassigning someone who does not work there is not found', () => {
    spec
      .given(created)
      .when({ type: 'unassign_staff', userId: STAFF })
      .thenThrows('RELAY_STAFF.NOT_ASSIGNED', 'not_found');
  });

  it('unassigning removes the staff member', () =>
    spec
      .given(created, assigned)
      .when({ type: 'unassign_staff', userId: STAFF })
      .then([{ type: 'relay.point.staff_unassigned', data: { relayPointId: POINT, userId: STAFF } }]));
});
