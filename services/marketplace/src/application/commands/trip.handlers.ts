import { randomUUID } from 'node:crypto';
import type { Actor, EventMetadata, TripView } from '@oneway/contracts';
import { handleCommand, recordStaffAction } from '@oneway/eventstore';
import type { TripCommand } from '../../domain/trip/trip.commands.js';
import { tripDecider, tripStreamId } from '../../domain/trip/trip.decider.js';
import type { TripPlanInput } from '../../domain/trip/trip-plan.js';
import { todayOf } from '../../domain/shared/calendar-date.js';
import { isStaff } from '../caller.js';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { ownTrip } from '../queries/trip-views.query.js';
import { isVerifiedTraveler } from '../../infrastructure/persistence/verified-travelers.repository.js';

async function run(
  deps: MarketplaceDeps,
  actor: Actor,
  tripId: string,
  command: TripCommand,
  metadata: EventMetadata,
  mustExistForActor = true,
  /** A staff decision: its admin_audit_logs row commits with the trip's events. */
  audit?: { action: string; details: Record<string, unknown>; ip?: string },
): Promise<TripView> {
  // A trip the caller may not manage is not_found, like one that does not exist.
  if (mustExistForActor) await ownTrip(deps.pool, tripId, actor.userId, isStaff(actor));
  const result = await handleCommand(
    deps.store,
    tripDecider,
    tripStreamId(tripId),
    command,
    metadata,
    audit
      ? {
          alongside: async (tx) => {
            await recordStaffAction(tx, {
              actor,
              action: audit.action,
              entityType: 'trip',
              entityId: tripId,
              details: audit.details,
              meta: { ip: audit.ip, correlationId: metadata.correlationId },
              at: metadata.now,
            });
          },
        }
      : {},
  );
  await readModelsAt(deps, result.lastPosition);
  return ownTrip(deps.pool, tripId, actor.userId, isStaff(actor));
}

/**
 * Adds a trip. With a client-chosen id a retry is idempotent: the decider finds the same create
 * stored and appends nothing, and the caller gets the trip back; the id with another plan is
 * TRIP.ALREADY_EXISTS (409), and anyone else gets not_found, as for any trip that is not theirs
 * (decision create-id-reuse-409).
 */
export async function createTrip(
  deps: MarketplaceDeps,
  actor: Actor,
  { tripId = randomUUID(), ...plan }: TripPlanInput & { tripId?: string },
  metadata: EventMetadata,
): Promise<TripView> {
  const travelerVerified = await isVerifiedTraveler(deps.pool, actor.userId);
  return run(
    deps,
    actor,
    tripId,
    { type: 'create_trip', tripId, travelerId: actor.userId, plan, travelerVerified },
    metadata,
    false,
  );
}

export async function updateTrip(
  deps: MarketplaceDeps,
  actor: Actor,
  tripId: string,
  plan: TripPlanInput,
  metadata: EventMetadata,
): Promise<TripView> {
  const travelerVerified = await isVerifiedTraveler(deps.pool, actor.userId);
  return run(deps, actor, tripId, { type: 'update_trip', actorId: actor.userId, plan, travelerVerified }, metadata);
}

export function cancelTrip(
  deps: MarketplaceDeps,
  actor: Actor,
  tripId: string,
  reason: string | null,
  metadata: EventMetadata,
): Promise<TripView> {
  return run(deps, actor, tripId, { type: 'cancel_trip', actorId: actor.userId, reason }, metadata);
}

export async function completeTrip(
  deps: MarketplaceDeps,
  actor: Actor,
  tripId: string,
  metadata: EventMetadata,
): Promise<TripView> {
  // Shipments on the trip that have not reached their recipient (a delivered one may be disputed
  // or completed afterwards; a cancelled or given-up one has left the trip).
  const { rows } = await deps.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shipments
      WHERE trip_id = $1 AND status IN ('matched', 'picked_up', 'in_transit', 'arrived')`,
    [tripId],
  );
  const command: TripCommand = {
    type: 'complete_trip',
    actorId: actor.userId,
    today: todayOf(metadata.now),
    undeliveredShipments: rows[0]?.n ?? 0,
  };
  return run(deps, actor, tripId, command, metadata);
}

export function approveTrip(
  deps: MarketplaceDeps,
  actor: Actor,
  tripId: string,
  adminNotes: string | null,
  metadata: EventMetadata,
  ip?: string,
): Promise<TripView> {
  return run(deps, actor, tripId, { type: 'approve_trip', actor, adminNotes }, metadata, true, {
    action: 'trip.approved',
    details: { adminNotes },
    ip,
  });
}

export function rejectTrip(
  deps: MarketplaceDeps,
  actor: Actor,
  tripId: string,
  adminNotes: string,
  metadata: EventMetadata,
  ip?: string,
): Promise<TripView> {
  return run(deps, actor, tripId, { type: 'reject_trip', actor, adminNotes }, metadata, true, {
    action: 'trip.rejected',
    details: { adminNotes },
    ip,
  });
}
