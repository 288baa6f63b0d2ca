import type { acceptInterestRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `acceptInterest` as a command: the checked request and the caller. */
export class AcceptInterestCommand extends RpcCommand<typeof acceptInterestRpc> {}
