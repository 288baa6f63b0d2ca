import type { paymentsRemovePaymentMethodRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `removePaymentMethod` as a command: the checked request and the caller. */
export class RemovePaymentMethodCommand extends RpcCommand<typeof paymentsRemovePaymentMethodRpc> {}
