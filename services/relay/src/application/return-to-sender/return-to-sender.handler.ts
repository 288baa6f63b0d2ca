import type { EventMetadata, RpcMeta, StoredPackageDetail } from '@oneway/contracts';
import { handleCommand } from '@oneway/eventstore';
import { storedPackageDecider, storedPackageStreamId } from '../../domain/stored-package/stored-package.decider.js';
import { requireStaffAt } from '../caller.js';
import { packageDetail } from '../inventory/package-views.query.js';
import { readModelsAt, type RelayDeps } from '../relay-deps.js';
import { loadStorageLimits } from '../settings/storage-settings.repository.js';
import { packageAt } from '../release/release-package.handler.js';

/** An expired package (by the current storage limits) goes back to its sender (ARCHITECTURE "Package storage"). */
export async function returnToSender(
  deps: RelayDeps,
  meta: RpcMeta,
  req: { relayPointId: string; packageId: string; notes?: string | null | undefined },
  metadata: EventMetadata,
): Promise<StoredPackageDetail> {
  const staff = await requireStaffAt(deps.pool, meta, req.relayPointId);
  const found = await packageAt(deps.pool, req.relayPointId, req.packageId);
  const limits = await loadStorageLimits(deps.pool);
  const result = await handleCommand(
    deps.store,
    storedPackageDecider,
    storedPackageStreamId(found.shipmentId, found.leg),
    { type: 'return_to_sender', staffId: staff.userId, notes: req.notes ?? null, limits },
    metadata,
  );
  await readModelsAt(deps, result.lastPosition);
  return packageDetail(deps.pool, req.relayPointId, req.packageId, deps.now());
}
