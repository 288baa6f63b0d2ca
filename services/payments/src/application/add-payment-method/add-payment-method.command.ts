import type { paymentsAddPaymentMethodRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `addPaymentMethod` as a command: the checked request and the caller. */
export class AddPaymentMethodCommand extends RpcCommand<typeof paymentsAddPaymentMethodRpc> {}
