import type { paymentsRequestWithdrawalRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `requestWithdrawal` as a command: the checked request and the caller. */
export class RequestWithdrawalCommand extends RpcCommand<typeof paymentsRequestWithdrawalRpc> {}
