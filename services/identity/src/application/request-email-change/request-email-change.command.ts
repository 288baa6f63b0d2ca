import type { requestEmailChangeRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `requestEmailChange` as a command: the checked request and the caller. */
export class RequestEmailChangeCommand extends RpcCommand<typeof requestEmailChangeRpc> {}
