import type { relayUpdateSettingsRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `relay.updateSettings` as a command: the checked request and the caller. */
export class AdminUpdateSettingsCommand extends RpcCommand<typeof relayUpdateSettingsRpc> {}
