import type { expressInterestRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `expressInterest` as a command: the checked request and the caller. */
export class ExpressInterestCommand extends RpcCommand<typeof expressInterestRpc> {}
