import type { withdrawInterestRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `withdrawInterest` as a command: the checked request and the caller. */
export class WithdrawInterestCommand extends RpcCommand<typeof withdrawInterestRpc> {}
