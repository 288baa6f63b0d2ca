import type { relayGetSettingsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `relay.getSettings` as a query: the checked request and the caller. */
export class AdminGetSettingsQuery extends RpcQuery<typeof relayGetSettingsRpc> {}
