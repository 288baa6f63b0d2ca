import { randomUUID } from 'node:crypto';
import type { Actor, EventMetadata, RelayPointAdminView } from '@oneway/contracts';
import { handleCommand, recordStaffAction } from '@oneway/eventstore';
import {
  relayPointDecider,
  relayPointStreamId,
  type RelayPointCommand,
} from '../../domain/relay-point/relay-point.decider.js';
import { readModelsAt, type RelayDeps } from '../relay-deps.js';
import { adminPointView } from './relay-point-views.query.js';

/**
 * Every admin change to a relay point: decide on its stream (with its admin_audit_logs row in
 * the same transaction, when it changed something), wait for the read model, answer its view.
 */
export async function manageRelayPoint(
  deps: RelayDeps,
  admin: Actor,
  relayPointId: string,
  command: RelayPointCommand,
  metadata: EventMetadata,
  ip?: string,
): Promise<RelayPointAdminView> {
  const { type, ...details } = command;
  const result = await handleCommand(
    deps.store,
    relayPointDecider,
    relayPointStreamId(relayPointId),
    command,
    metadata,
    {
      alongside: async (tx) => {
        await recordStaffAction(tx, {
          actor: admin,
          action: `relay_point.${type.replace(/_point$/, '')}`,
          entityType: 'relay_point',
          entityId: relayPointId,
          details: details as Record<string, unknown>,
          meta: { ip, correlationId: metadata.correlationId },
          at: metadata.now,
        });
      },
    },
  );
  await readModelsAt(deps, result.lastPosition);
  return adminPointView(deps.pool, relayPointId);
}

export function createRelayPoint(
  deps: RelayDeps,
  admin: Actor,
  input: { relayPointId?: string | undefined } & Record<string, unknown>,
  metadata: EventMetadata,
  ip?: string,
): Promise<RelayPointAdminView> {
  const { relayPointId = randomUUID(), ...form } = input;
  const details = pointDetailsFromForm(form);
  return manageRelayPoint(deps, admin, relayPointId, { type: 'create_point', relayPointId, details }, metadata, ip);
}

/** Optional texts left empty are "none" (null), as the event schema stores them. */
export function pointDetailsFromForm(form: Record<string, unknown>): Record<string, unknown> {
  const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null));
  return { ...form, zipCode: blankToNull(form.zipCode), notes: blankToNull(form.notes) };
}
