import { randomUUID } from 'node:crypto';
import type { Actor, EventMetadata, RelayPointAdminView } from '@oneway/contracts';
import { handleCommand } from '@oneway/eventstore';
import {
  relayPointDecider,
  relayPointStreamId,
  type RelayPointCommand,
} from '../../domain/relay-point/relay-point.decider.js';
import { readModelsAt, type RelayDeps } from '../relay-deps.js';
import { adminPointView } from './relay-point-views.query.js';

/** Every admin change to a relay point: decide on its stream, wait for the read model, answer its view. */
export async function manageRelayPoint(
  deps: RelayDeps,
  _admin: Actor,
  relayPointId: string,
  command: RelayPointCommand,
  metadata: EventMetadata,
): Promise<RelayPointAdminView> {
  const result = await handleCommand(
    deps.store,
    relayPointDecider,
    relayPointStreamId(relayPointId),
    command,
    metadata,
  );
  await readModelsAt(deps, result.lastPosition);
  return adminPointView(deps.pool, relayPointId);
}

export function createRelayPoint(
  deps: RelayDeps,
  admin: Actor,
  input: { relayPointId?: string | undefined } & Record<string, unknown>,
  metadata: EventMetadata,
): Promise<RelayPointAdminView> {
  const { relayPointId = randomUUID(), ...form } = input;
  const details = pointDetailsFromForm(form);
  return manageRelayPoint(deps, admin, relayPointId, { type: 'create_point', relayPointId, details }, metadata);
}

/** Optional texts left empty are "none" (null), as the event schema stores them. */
export function pointDetailsFromForm(form: Record<string, unknown>): Record<string, unknown> {
  const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null));
  return { ...form, zipCode: blankToNull(form.zipCode), notes: blankToNull(form.notes) };
}
