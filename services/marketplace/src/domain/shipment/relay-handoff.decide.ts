import { type HandoffCodeKind, type ShipmentStatus, shipmentErrors } from '@oneway/contracts';
import type { ShipmentCommand } from './shipment.commands.js';
import { checkCode, travelStep } from './shipment.decide.js';
import type { Shipment, ShipmentEvent } from './shipment.state.js';

type RelayCommand = Extract<
  ShipmentCommand,
  { type: 'verify_relay_code' | 'record_relay_drop_off' | 'record_relay_arrival' | 'record_relay_release' }
>;

/** Where each code may be given at a relay: pickup at the origin point, delivery at the destination point. */
const CODE_STATUSES: Record<HandoffCodeKind, readonly ShipmentStatus[]> = {
  pickup: ['matched'],
  delivery: ['picked_up', 'in_transit', 'arrived'],
};

/** The package can be left at the origin point while it waits for (or has) a traveler. */
const DROP_OFF_STATUSES: readonly ShipmentStatus[] = ['pending', 'matched'];

function relayOf(s: Shipment, kind: HandoffCodeKind): string | null {
  return (kind === 'pickup' ? s.details?.originRelayPointId : s.details?.destinationRelayPointId) ?? null;
}

/** The steps between the traveler leaving and the package arriving, so the timeline never skips one (an inferred departure gets the stock note). */
function stepsToArrival(s: Shipment, note: ReturnType<typeof travelStep>): ShipmentEvent[] {
  const events: ShipmentEvent[] = [];
  if (s.status === 'picked_up')
    events.push({ type: 'marketplace.shipment.departed', data: { ...note, location: null, notes: null } });
  if (s.status === 'picked_up' || s.status === 'in_transit')
    events.push({ type: 'marketplace.shipment.arrived', data: note });
  return events;
}

/**
 * The shipment's side of a relay handoff (decision relay-handoff-codes). Verification counts
 * a wrong code against the same lock as a direct handoff. The relay's facts (arrival,
 * release) are recorded when the shipment is at the step they complete and ignored
 * otherwise (a redelivered or late event must not fail the consumer).
 */
export function decideRelayStep(command: RelayCommand, s: Shipment, now: Date): ShipmentEvent[] {
  switch (command.type) {
    case 'verify_relay_code': {
      if (!CODE_STATUSES[command.kind].includes(s.status) || relayOf(s, command.kind) !== command.relayPointId)
        throw shipmentErrors.invalidTransition(`hand over at this relay point`, s.status);
      const failed = checkCode(s, command.kind, command.codeMatches, now);
      return failed ? [failed] : [];
    }
    case 'record_relay_drop_off': {
      // Before the traveler collects it; a listing not through this point ignores the fact.
      if (relayOf(s, 'pickup') !== command.relayPointId || !DROP_OFF_STATUSES.includes(s.status)) return [];
      return [
        {
          type: 'marketplace.shipment.dropped_at_relay',
          data: {
            shipmentId: s.shipmentId,
            senderId: s.senderId,
            relayPointId: command.relayPointId,
            location: command.location?.trim() || null,
            notes: command.notes?.trim() || null,
          },
        },
      ];
    }
    case 'record_relay_arrival': {
      if (!s.match || relayOf(s, 'delivery') !== command.relayPointId) return [];
      return stepsToArrival(s, travelStep(s, command));
    }
    case 'record_relay_release': {
      if (!s.match || relayOf(s, command.kind) !== command.relayPointId) return [];
      const note = travelStep(s, command);
      if (command.kind === 'pickup')
        return s.status === 'matched' ? [{ type: 'marketplace.shipment.picked_up', data: note }] : [];
      if (!CODE_STATUSES.delivery.includes(s.status)) return [];
      return [...stepsToArrival(s, note), { type: 'marketplace.shipment.delivered', data: note }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}
