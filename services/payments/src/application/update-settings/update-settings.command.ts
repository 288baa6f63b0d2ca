import type { paymentsUpdateSettingsRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `updateSettings` as a command: the checked request and the caller. */
export class UpdateSettingsCommand extends RpcCommand<typeof paymentsUpdateSettingsRpc> {}
