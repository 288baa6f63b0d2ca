import { ids, NOW, shipmentHistory as h } from '../../../test/support/marketplace-fixtures.js';
import { deciderSpecification } from '../../../test/support/decider-specification.js';
import { shipmentDecider } from './shipment.decider.js';
import type { ShipmentEvent } from './shipment.state.js';

const ORIGIN = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const DESTINATION = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const { given } = deciderSpecification(shipmentDecider, NOW);
const viaRelays = (): ShipmentEvent[] => [
  h.created({ originRelayPointId: ORIGIN, destinationRelayPointId: DESTINATION }),
  h.escrowHeld(),
  h.interest(),
  ...h.accepted(),
];
const step = (type: ShipmentEvent['type'], location: string | null = 'Hub, Lagos', notes: string | null = 'n') => ({
  type,
  data: { shipmentId: ids.shipment, senderId: ids.sender, travelerId: ids.traveler, location, notes },
});
const label = { location: 'Hub, Lagos', notes: 'n' };

describe('shipment: handoffs at relay points', () => {
  it('a right pickup code at the origin relay is verified and changes nothing by itself', () => {
    given(...viaRelays())
      .when({ type: 'verify_relay_code', kind: 'pickup', relayPointId: ORIGIN, codeMatches: true })
      .then([]);
  });

  it('a wrong code at a relay counts against the same lock as a direct handoff', () => {
    given(...viaRelays())
      .when({ type: 'verify_relay_code', kind: 'pickup', relayPointId: ORIGIN, codeMatches: false })
      .then([
        {
          type: 'marketplace.shipment.handoff_code_failed',
          data: { shipmentId: ids.shipment, kind: 'pickup', failedAttempts: 1, lockedUntil: null },
        },
      ]);
    const fourFailures = Array.from({ length: 4 }, (_, i) => ({
      type: 'marketplace.shipment.handoff_code_failed' as const,
      data: { shipmentId: ids.shipment, kind: 'pickup' as const, failedAttempts: i + 1, lockedUntil: null },
    }));
    const [fifth] = given(...viaRelays(), ...fourFailures)
      .when({ type: 'verify_relay_code', kind: 'pickup', relayPointId: ORIGIN, codeMatches: false })
      .thenEvents();
    expect(fifth).toMatchObject({ data: { failedAttempts: 5, lockedUntil: expect.any(String) } });
  });

  it('a code cannot be given at a point the shipment does not go through', () => {
    given(...viaRelays())
      .when({ type: 'verify_relay_code', kind: 'pickup', relayPointId: DESTINATION, codeMatches: true })
      .thenThrows('SHIPMENT.INVALID_TRANSITION', 'conflict');
  });

  it('a release with the pickup code at the origin relay is the pickup', () => {
    given(...viaRelays())
      .when({ type: 'record_relay_release', kind: 'pickup', relayPointId: ORIGIN, ...label })
      .then([step('marketplace.shipment.picked_up')] as ShipmentEvent[]);
  });

  it('a check-in at the origin relay is the drop-off: a step on the timeline, the status unchanged', () => {
    const dropped = {
      type: 'marketplace.shipment.dropped_at_relay',
      data: { shipmentId: ids.shipment, senderId: ids.sender, relayPointId: ORIGIN, ...label },
    } as ShipmentEvent;
    given(...viaRelays())
      .when({ type: 'record_relay_drop_off', relayPointId: ORIGIN, ...label })
      .then([dropped]);
    given(h.created({ originRelayPointId: ORIGIN, destinationRelayPointId: DESTINATION }))
      .when({ type: 'record_relay_drop_off', relayPointId: ORIGIN, ...label })
      .then([dropped]);
    given(...viaRelays(), dropped)
      .when({ type: 'record_relay_release', kind: 'pickup', relayPointId: ORIGIN, ...label })
      .then([step('marketplace.shipment.picked_up')] as ShipmentEvent[]);
  });

  it('a package checked in at its origin relay is not handed over directly: the relay releases it', () => {
    const dropped = {
      type: 'marketplace.shipment.dropped_at_relay',
      data: { shipmentId: ids.shipment, senderId: ids.sender, relayPointId: ORIGIN, ...label },
    } as ShipmentEvent;
    given(...viaRelays(), dropped)
      .when({ type: 'confirm_pickup', actorId: ids.sender, codeMatches: true })
      .thenThrows('SHIPMENT.AT_RELAY', 'conflict');
    // Not dropped off yet: the sender may still hand it over in person.
    given(...viaRelays())
      .when({ type: 'confirm_pickup', actorId: ids.sender, codeMatches: true })
      .then([step('marketplace.shipment.picked_up', null, null)] as ShipmentEvent[]);
  });

  it('a drop-off at another point, or after the traveler has the package, changes nothing', () => {
    given(...viaRelays())
      .when({ type: 'record_relay_drop_off', relayPointId: DESTINATION, ...label })
      .then([]);
    given(...viaRelays(), h.step('picked_up'))
      .when({ type: 'record_relay_drop_off', relayPointId: ORIGIN, ...label })
      .then([]);
  });

  it('a check-in at the destination relay is the arrival (with the departure when it was not reported)', () => {
    given(...viaRelays(), h.step('picked_up'))
      .when({ type: 'record_relay_arrival', relayPointId: DESTINATION, ...label })
      .then([
        step('marketplace.shipment.departed', null, null),
        step('marketplace.shipment.arrived'),
      ] as ShipmentEvent[]);
  });

  it('a release with the delivery code at the destination relay is the delivery', () => {
    given(...viaRelays(), h.step('picked_up'), h.step('departed'), h.step('arrived'))
      .when({ type: 'record_relay_release', kind: 'delivery', relayPointId: DESTINATION, ...label })
      .then([step('marketplace.shipment.delivered')] as ShipmentEvent[]);
  });

  it('a relay fact that arrives again or late changes nothing', () => {
    given(...viaRelays(), h.step('picked_up'))
      .when({ type: 'record_relay_release', kind: 'pickup', relayPointId: ORIGIN, ...label })
      .then([]);
    given(...viaRelays())
      .when({ type: 'record_relay_arrival', relayPointId: ORIGIN, ...label })
      .then([]);
  });
});
