import type { EventOf, RelayPointDetails } from '@oneway/contracts';
import {
  relayPointDetailsSchema,
  type relayPointCreatedV1,
  type relayPointDeactivatedV1,
  type relayPointReactivatedV1,
  type relayPointStaffAssignedV1,
  type relayPointStaffUnassignedV1,
  type relayPointUpdatedV1,
  relayPointErrors,
  parseOrThrow,
  sameData,
} from '@oneway/contracts';
import type { Decider } from '@oneway/contracts';

export type RelayPointEvent =
  | EventOf<typeof relayPointCreatedV1>
  | EventOf<typeof relayPointUpdatedV1>
  | EventOf<typeof relayPointDeactivatedV1>
  | EventOf<typeof relayPointReactivatedV1>
  | EventOf<typeof relayPointStaffAssignedV1>
  | EventOf<typeof relayPointStaffUnassignedV1>;

export type RelayPointCommand =
  | { type: 'create_point'; relayPointId: string; details: unknown }
  | { type: 'update_point'; details: unknown }
  | { type: 'deactivate_point' }
  | { type: 'reactivate_point' }
  | { type: 'assign_staff'; userId: string }
  | { type: 'unassign_staff'; userId: string };

export type RelayPointState =
  | { exists: false }
  | {
      exists: true;
      relayPointId: string;
      details: RelayPointDetails;
      /** The details as the created event stored them: what a retried create is compared with. */
      createdDetails: RelayPointDetails;
      active: boolean;
      staff: readonly string[];
    };

export const relayPointStreamId = (relayPointId: string) => `relay_point-${relayPointId}`;

const parseDetails = (details: unknown) => parseOrThrow(relayPointDetailsSchema, details, relayPointErrors.invalid);

function decide(command: RelayPointCommand, s: RelayPointState): RelayPointEvent[] {
  if (command.type === 'create_point') {
    // A retried create (same client-chosen id, details the same once parsed) finds the point
    // there and changes nothing; the id with other details is a conflict (decision
    // create-id-reuse-409).
    if (s.exists) {
      const again = relayPointDetailsSchema.safeParse(command.details);
      if (again.success && sameData(again.data, s.createdDetails)) return [];
      throw relayPointErrors.idTaken(command.relayPointId);
    }
    const details = parseDetails(command.details);
    return [{ type: 'relay.point.created', data: { relayPointId: command.relayPointId, details } }];
  }
  if (!s.exists) throw relayPointErrors.notFound();
  const relayPointId = s.relayPointId;
  switch (command.type) {
    case 'update_point': {
      const details = parseDetails(command.details);
      return sameData(details, s.details) ? [] : [{ type: 'relay.point.updated', data: { relayPointId, details } }];
    }
    case 'deactivate_point':
      return s.active ? [{ type: 'relay.point.deactivated', data: { relayPointId } }] : [];
    case 'reactivate_point':
      return s.active ? [] : [{ type: 'relay.point.reactivated', data: { relayPointId } }];
    case 'assign_staff':
      if (!s.active) throw relayPointErrors.inactive();
      return s.staff.includes(command.userId)
        ? []
        : [{ type: 'relay.point.staff_assigned', data: { relayPointId, userId: command.userId } }];
    case 'unassign_staff':
      if (!s.staff.includes(command.userId)) throw relayPointErrors.staffNotAssigned();
      return [{ type: 'relay.point.staff_unassigned', data: { relayPointId, userId: command.userId } }];
    default: {
      const unreachable: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

function evolve(s: RelayPointState, e: RelayPointEvent): RelayPointState {
  switch (e.type) {
    case 'relay.point.created':
      return {
        exists: true,
        relayPointId: e.data.relayPointId,
        details: e.data.details,
        createdDetails: e.data.details,
        active: true,
        staff: [],
      };
    default:
      if (!s.exists) return s;
  }
  switch (e.type) {
    case 'relay.point.updated':
      return { ...s, details: e.data.details };
    case 'relay.point.deactivated':
      return { ...s, active: false };
    case 'relay.point.reactivated':
      return { ...s, active: true };
    case 'relay.point.staff_assigned':
      return { ...s, staff: [...s.staff, e.data.userId] };
    case 'relay.point.staff_unassigned':
      return { ...s, staff: s.staff.filter((u) => u !== e.data.userId) };
    default:
      return s;
  }
}

export const relayPointDecider: Decider<RelayPointCommand, RelayPointState, RelayPointEvent> = {
  initialState: () => ({ exists: false }),
  evolve,
  decide: (command, state) => decide(command, state),
};
