// Shapes of the gateway's relay responses: the contracts' zod-inferred types
// (libs/contracts/src/rpc/relay.rpc.ts). Type imports only, erased from the bundle.
import type { RelayPointAdminView, RelayPointPublicView, relayInventoryRpc, RpcResponse } from '@oneway/contracts';

export type { Page } from '@/lib/api-types/page';
export type { PackageCondition, StorageDisplayStatus, StoredPackageDetail, StoredPackageRow } from '@oneway/contracts';

export type RelayPoint = RelayPointPublicView;

export type RelayPointAdmin = RelayPointAdminView;

/** A relay point's packages; `summary` is counted with its storage settings (`nearLimitDays`, `expiredDays`). */
export type Inventory = RpcResponse<typeof relayInventoryRpc>;
