import type { relayCheckInRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `relayCheckIn` as a command: the checked request and the caller. */
export class RelayCheckInCommand extends RpcCommand<typeof relayCheckInRpc> {}
