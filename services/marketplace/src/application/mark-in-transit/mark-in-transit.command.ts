import type { markInTransitRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `markInTransit` as a command: the checked request and the caller. */
export class MarkInTransitCommand extends RpcCommand<typeof markInTransitRpc> {}
