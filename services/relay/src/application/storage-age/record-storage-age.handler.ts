import type { EventMetadata, RelayLeg } from '@oneway/contracts';
import { handleCommand } from '@oneway/eventstore';
import { storedPackageDecider, storedPackageStreamId } from '../../domain/stored-package/stored-package.decider.js';
import type { RelayDeps } from '../relay-deps.js';

/** The sweep's command for one package: raise near_limit / expired if it has reached them at `metadata.now`. */
export async function recordStorageAge(
  deps: Pick<RelayDeps, 'store'>,
  target: { shipmentId: string; leg: RelayLeg },
  metadata: EventMetadata,
): Promise<number> {
  const result = await handleCommand(
    deps.store,
    storedPackageDecider,
    storedPackageStreamId(target.shipmentId, target.leg),
    { type: 'record_storage_age' },
    metadata,
  );
  return result.newEvents.length;
}
