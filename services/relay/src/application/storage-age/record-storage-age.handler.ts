import type { EventMetadata, RelayLeg } from '@oneway/contracts';
import { handleCommand } from '@oneway/eventstore';
import { storedPackageDecider, storedPackageStreamId } from '../../domain/stored-package/stored-package.decider.js';
import type { RelayDeps } from '../relay-deps.js';
import { loadStorageLimits } from '../settings/storage-settings.repository.js';

/** The sweep's command for one package: raise near_limit / expired if it has reached the current limits at `metadata.now`. */
export async function recordStorageAge(
  deps: Pick<RelayDeps, 'store' | 'pool'>,
  target: { shipmentId: string; leg: RelayLeg },
  metadata: EventMetadata,
): Promise<number> {
  const result = await handleCommand(
    deps.store,
    storedPackageDecider,
    storedPackageStreamId(target.shipmentId, target.leg),
    { type: 'record_storage_age', limits: await loadStorageLimits(deps.pool) },
    metadata,
  );
  return result.newEvents.length;
}
