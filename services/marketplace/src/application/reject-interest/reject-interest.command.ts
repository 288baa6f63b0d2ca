import type { rejectInterestRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `rejectInterest` as a command: the checked request and the caller. */
export class RejectInterestCommand extends RpcCommand<typeof rejectInterestRpc> {}
