import type { relayReleaseRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `relayRelease` as a command: the checked request and the caller. */
export class RelayReleaseCommand extends RpcCommand<typeof relayReleaseRpc> {}
