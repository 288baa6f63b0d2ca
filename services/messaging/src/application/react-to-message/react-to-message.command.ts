import type { reactToMessageRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `reactToMessage` as a command: the checked request and the caller. */
export class ReactToMessageCommand extends RpcCommand<typeof reactToMessageRpc> {}
