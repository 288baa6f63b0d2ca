import type { markArrivedRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `markArrived` as a command: the checked request and the caller. */
export class MarkArrivedCommand extends RpcCommand<typeof markArrivedRpc> {}
