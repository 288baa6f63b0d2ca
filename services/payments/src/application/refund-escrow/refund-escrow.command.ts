import type { paymentsRefundEscrowRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `refundEscrow` as a command: the checked request and the caller. */
export class RefundEscrowCommand extends RpcCommand<typeof paymentsRefundEscrowRpc> {}
