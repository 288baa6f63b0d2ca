import type { paymentsGetSettingsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getSettings` as a query: the checked request and the caller. */
export class GetSettingsQuery extends RpcQuery<typeof paymentsGetSettingsRpc> {}
