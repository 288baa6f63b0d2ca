import { type Actor, type ClaimType, type ClaimView, type EventMetadata, claimErrors } from '@oneway/contracts';
import { claimId, fold, handleCommand, type IdClaims, type Queryable } from '@oneway/eventstore';
import type { ClaimableShipment } from '../../domain/claim/claim.commands.js';
import { claimDecider, claimStreamId } from '../../domain/claim/claim.decider.js';
import { shipmentDecider, shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import type { ShipmentEvent } from '../../domain/shipment/shipment.state.js';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { claimFor, shipmentOfClaim } from '../queries/claims.query.js';

/** What the claim rules need about the shipment, read from its own stream. */
async function claimableShipment(deps: MarketplaceDeps, shipmentId: string): Promise<ClaimableShipment> {
  const events = await deps.store.readStream(shipmentStreamId(shipmentId));
  const s = fold(shipmentDecider, events as never);
  if (s.status === 'absent')
    return {
      exists: false,
      senderId: '',
      travelerId: null,
      status: 'absent',
      deliveredAt: null,
      latestDeliveryDate: null,
      paid: false,
      insuredValue: 0,
    };
  const delivered = events.find((e) => (e as unknown as ShipmentEvent).type === 'marketplace.shipment.delivered');
  return {
    exists: true,
    senderId: s.senderId,
    travelerId: s.match?.travelerId ?? null,
    status: s.status,
    deliveredAt: delivered ? new Date(delivered.occurredAt) : null,
    latestDeliveryDate: s.details?.latestDeliveryDate ?? null,
    paid: ['held', 'released', 'frozen'].includes(s.escrow.status),
    insuredValue: s.details?.hasInsurance ? s.details.declaredValue.amount : 0,
  };
}

/** Claim ids: a client-chosen id names one shipment's claim (decision private-figures-and-claimed-ids). */
const CLAIM_IDS: IdClaims = { table: 'claim_ids', id: 'claim_id', owner: 'shipment_id' };

/**
 * In the filing's transaction, with its event: claims the client-chosen id for this shipment.
 * An id already naming another shipment's claim (even one filed a moment ago) rolls the filing
 * back with a 409.
 */
async function claimClaimId(tx: Queryable, id: string, shipmentId: string): Promise<void> {
  if (!(await claimId(tx, CLAIM_IDS, id, shipmentId))) throw claimErrors.idTaken();
}

export async function fileClaim(
  deps: MarketplaceDeps,
  actor: Actor,
  p: { claimId: string; shipmentId: string; claimType: ClaimType; description: string; photoKeys: string[] },
  metadata: EventMetadata,
): Promise<ClaimView> {
  const shipment = await claimableShipment(deps, p.shipmentId);
  const result = await handleCommand(
    deps.store,
    claimDecider,
    claimStreamId(p.shipmentId),
    { type: 'file_claim', ...p, claimantId: actor.userId, shipment, now: metadata.now },
    metadata,
    { alongside: (tx) => claimClaimId(tx, p.claimId, p.shipmentId) },
  );
  await readModelsAt(deps, result.lastPosition);
  const state = result.state;
  return claimFor(deps.pool, state.filed ? state.claimId : p.claimId, actor.userId, false);
}

export async function answerClaim(
  deps: MarketplaceDeps,
  actor: Actor,
  p: { claimId: string; statement: string; photoKeys: string[] },
  metadata: EventMetadata,
): Promise<ClaimView> {
  // An outsider learns nothing: not one of the two parties is not found.
  await claimFor(deps.pool, p.claimId, actor.userId, false);
  const shipmentId = await shipmentOfClaim(deps.pool, p.claimId);
  if (!shipmentId) throw claimErrors.notFound();
  const result = await handleCommand(
    deps.store,
    claimDecider,
    claimStreamId(shipmentId),
    {
      type: 'answer_claim',
      claimId: p.claimId,
      travelerId: actor.userId,
      statement: p.statement,
      photoKeys: p.photoKeys,
    },
    metadata,
  );
  await readModelsAt(deps, result.lastPosition);
  return claimFor(deps.pool, p.claimId, actor.userId, false);
}
