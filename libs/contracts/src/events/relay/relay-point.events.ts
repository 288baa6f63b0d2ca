import { z } from 'zod';
import { defineEvent } from '../../define-event.js';
import { relayPointDetailsSchema } from './relay-values.js';

// A relay point's life: an admin creates it, edits it, deactivates (or reactivates) it and
// assigns relay staff to it. Staff assignment lives on the point so "who works here" is
// decided in one stream.

export const relayPointCreatedV1 = defineEvent({
  type: 'relay.point.created',
  version: 1,
  schema: z.object({ relayPointId: z.uuid(), details: relayPointDetailsSchema }),
});

export const relayPointUpdatedV1 = defineEvent({
  type: 'relay.point.updated',
  version: 1,
  schema: z.object({ relayPointId: z.uuid(), details: relayPointDetailsSchema }),
});

export const relayPointDeactivatedV1 = defineEvent({
  type: 'relay.point.deactivated',
  version: 1,
  schema: z.object({ relayPointId: z.uuid() }),
});

export const relayPointReactivatedV1 = defineEvent({
  type: 'relay.point.reactivated',
  version: 1,
  schema: z.object({ relayPointId: z.uuid() }),
});

export const relayPointStaffAssignedV1 = defineEvent({
  type: 'relay.point.staff_assigned',
  version: 1,
  schema: z.object({ relayPointId: z.uuid(), userId: z.uuid() }),
});

export const relayPointStaffUnassignedV1 = defineEvent({
  type: 'relay.point.staff_unassigned',
  version: 1,
  schema: z.object({ relayPointId: z.uuid(), userId: z.uuid() }),
});

export const relayPointEvents = [
  relayPointCreatedV1,
  relayPointUpdatedV1,
  relayPointDeactivatedV1,
  relayPointReactivatedV1,
  relayPointStaffAssignedV1,
  relayPointStaffUnassignedV1,
] as const;
