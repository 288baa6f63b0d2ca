import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type EventMetadata,
  type RpcMeta,
  type StoredPackageDetail,
  storedPackageErrors,
} from '@oneway/contracts';
import { handleCommand, loadState, type Queryable } from '@oneway/eventstore';
import type { StoredPackageCommand } from '../../domain/stored-package/stored-package.commands.js';
import {
  assertReleasable,
  codeKindFor,
  storedPackageDecider,
  storedPackageStreamId,
} from '../../domain/stored-package/stored-package.decider.js';
import type { RelayLeg } from '@oneway/contracts';
import { requireStaffAt } from '../caller.js';
import { packageDetail } from '../inventory/package-views.query.js';
import { readModelsAt, type RelayDeps } from '../relay-deps.js';

export interface ReleaseRequest {
  relayPointId: string;
  packageId: string;
  idVerified: boolean;
  code: string;
  notes?: string | null | undefined;
  requestId?: string | undefined;
}

/** The package's stream and current traveler; a package at another point is "not found". */
export async function packageAt(
  db: Queryable,
  relayPointId: string,
  packageId: string,
): Promise<{ shipmentId: string; leg: RelayLeg; travelerId: string | null }> {
  const { rows } = await db.query<{ shipment_id: string; leg: RelayLeg; traveler_id: string | null }>(
    `SELECT ps.shipment_id, ps.leg, COALESCE(rs.traveler_id, ps.traveler_id) AS traveler_id FROM package_storage ps
     LEFT JOIN relay_shipments rs ON rs.shipment_id = ps.shipment_id WHERE ps.id = $1 AND ps.relay_point_id = $2`,
    [packageId, relayPointId],
  );
  if (!rows[0]) throw storedPackageErrors.packageNotFound();
  return { shipmentId: rows[0].shipment_id, leg: rows[0].leg, travelerId: rows[0].traveler_id };
}

/**
 * Staff hand the package over (spec §5): ID checks confirmed, a 6-digit code, and that code
 * verified by the marketplace against the shipment's hashed pickup (origin) or delivery
 * (destination) code, under the same lock as a direct handoff. Only then is `released`
 * appended; the marketplace turns it into picked_up / delivered.
 */
export async function releasePackage(
  deps: RelayDeps,
  meta: RpcMeta,
  req: ReleaseRequest,
  metadata: EventMetadata,
): Promise<StoredPackageDetail> {
  const staff = await requireStaffAt(deps.pool, meta, req.relayPointId);
  const found = await packageAt(deps.pool, req.relayPointId, req.packageId);
  const streamId = storedPackageStreamId(found.shipmentId, found.leg);
  const command: Extract<StoredPackageCommand, { type: 'release' }> = {
    type: 'release',
    requestId: req.requestId ?? randomUUID(),
    staffId: staff.userId,
    idVerified: req.idVerified,
    code: req.code,
    codeVerified: false,
    travelerId: found.travelerId,
    notes: req.notes ?? null,
  };
  const { state } = await loadState(deps.store, storedPackageDecider, streamId);
  if (assertReleasable(state, command) === 'release') {
    await verifyWithMarketplace(deps, meta, {
      shipmentId: found.shipmentId,
      kind: codeKindFor(found.leg),
      code: req.code.trim(),
      relayPointId: req.relayPointId,
    });
    const result = await handleCommand(
      deps.store,
      storedPackageDecider,
      streamId,
      { ...command, codeVerified: true },
      metadata,
    );
    await readModelsAt(deps, result.lastPosition);
  }
  return packageDetail(deps.pool, req.relayPointId, req.packageId, deps.now());
}

/** A wrong code comes back as the spec's message; a lock (429) and anything else pass through. */
async function verifyWithMarketplace(
  deps: RelayDeps,
  meta: RpcMeta,
  request: Parameters<RelayDeps['verifyCode']>[1],
): Promise<void> {
  try {
    await deps.verifyCode(meta, request);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'HANDOFF.CODE_INVALID')
      throw storedPackageErrors.pickupCodeMismatch();
    throw err;
  }
}
