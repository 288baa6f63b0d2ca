import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type EventMetadata,
  type RpcMeta,
  type RpcRequest,
  type ReviewView,
  reviewErrors,
  type submitReviewRpc,
} from '@oneway/contracts';
import { type CommandUnit, recordStaffAction, runCommand } from '@oneway/eventstore';
import type { ReviewedShipment } from '../../domain/review/review.commands.js';
import { reviewDecider, reviewStreamId } from '../../domain/review/review.decider.js';
import { shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { reviewFor, reviewRow } from '../queries/reviews.query.js';

/** The shipment's parties and delivery time, from its own events (the source of truth). */
async function reviewedShipment(
  deps: MarketplaceDeps,
  uow: CommandUnit,
  shipmentId: string,
): Promise<ReviewedShipment> {
  const events = await deps.store.readStream(shipmentStreamId(shipmentId), uow.tx);
  const created = events.find((e) => e.type === 'marketplace.shipment.created');
  if (!created) throw reviewErrors.notAParty();
  const delivered = events.find((e) => e.type === 'marketplace.shipment.delivered');
  const lastMatch = events.filter((e) => e.type === 'marketplace.shipment.matched').at(-1);
  const travelerId =
    (delivered?.data as { travelerId?: string } | undefined)?.travelerId ??
    (lastMatch?.data as { travelerId?: string } | undefined)?.travelerId ??
    null;
  return {
    shipmentId,
    senderId: (created.data as { senderId: string }).senderId,
    travelerId,
    deliveredAt: delivered?.occurredAt ?? null,
  };
}

/** Spec §5: the sender or the traveler of a delivered shipment reviews the other, once, within 7 days. */
export async function submitReview(
  deps: MarketplaceDeps,
  actor: Actor,
  { shipmentId, ...input }: RpcRequest<typeof submitReviewRpc>,
  metadata: EventMetadata,
): Promise<ReviewView> {
  const reviewId = randomUUID();
  const result = await runCommand(deps.store, metadata, async (uow) => {
    const shipment = await reviewedShipment(deps, uow, shipmentId);
    return uow.decide(reviewDecider, reviewStreamId(shipmentId), {
      type: 'submit_review',
      reviewId,
      actorId: actor.userId,
      shipment,
      input,
    });
  });
  const closesAt = result.value.after.windowClosesAt;
  const publishedNow = result.events.some((e) => e.type === 'marketplace.review.published');
  if (closesAt && !publishedNow) await deps.reviewWindow.schedule(shipmentId, closesAt, metadata.now);
  await readModelsAt(deps, result.lastPosition);
  return reviewFor(deps.pool, reviewId, actor);
}

/** The deadline job: publishes whatever is in once the window has closed. */
export async function closeReviewWindow(
  deps: Pick<MarketplaceDeps, 'store'>,
  shipmentId: string,
  metadata: EventMetadata,
) {
  const result = await runCommand(deps.store, metadata, (uow) =>
    uow.decide(reviewDecider, reviewStreamId(shipmentId), { type: 'close_window' }),
  );
  return result.events.length;
}

async function onReview(
  deps: MarketplaceDeps,
  reviewId: string,
  metadata: EventMetadata,
  command: (shipmentId: string) => Parameters<typeof reviewDecider.decide>[0],
  audit?: (uow: CommandUnit) => void,
) {
  const row = await reviewRow(deps.pool, reviewId);
  if (!row) throw reviewErrors.notFound();
  const result = await runCommand(deps.store, metadata, async (uow) => {
    const decided = await uow.decide(reviewDecider, reviewStreamId(row.shipment_id), command(row.shipment_id));
    if (decided.events.length) audit?.(uow);
  });
  await readModelsAt(deps, result.lastPosition);
}

/** Its author attaches photos the gateway stored, within the window, up to 3 in all. */
export async function attachReviewPhotos(
  deps: MarketplaceDeps,
  actor: Actor,
  { reviewId, photoIds }: { reviewId: string; photoIds: string[] },
  metadata: EventMetadata,
): Promise<ReviewView> {
  // A review the caller cannot see is not found, whoever wrote it.
  await reviewFor(deps.pool, reviewId, actor);
  await onReview(deps, reviewId, metadata, () => ({
    type: 'attach_review_photos',
    reviewId,
    actorId: actor.userId,
    photoIds,
  }));
  return reviewFor(deps.pool, reviewId, actor);
}

/** Any signed-in user reports a review they can see; a repeat report changes nothing. */
export async function reportReview(
  deps: MarketplaceDeps,
  actor: Actor,
  reviewId: string,
  reason: string | null,
  metadata: EventMetadata,
) {
  await onReview(deps, reviewId, metadata, () => ({
    type: 'report_review',
    reviewId,
    reporterId: actor.userId,
    reason,
  }));
  return { reviewId, reported: true as const };
}

export async function moderateReview(
  deps: MarketplaceDeps,
  actor: Actor,
  action: 'hide_review' | 'restore_review',
  { reviewId, notes }: { reviewId: string; notes: string },
  meta: RpcMeta,
  metadata: EventMetadata,
): Promise<ReviewView> {
  // The staff action and its admin_audit_logs row commit together (decision ops-staff-roles).
  await onReview(
    deps,
    reviewId,
    metadata,
    () => ({ type: action, reviewId, actor, notes }),
    (uow) =>
      uow.alongside((tx) =>
        recordStaffAction(tx, {
          actor,
          action: action === 'hide_review' ? 'review.hidden' : 'review.restored',
          entityType: 'review',
          entityId: reviewId,
          details: { notes: notes.trim() },
          meta,
          at: uow.now,
        }),
      ),
  );
  return reviewFor(deps.pool, reviewId, actor);
}
