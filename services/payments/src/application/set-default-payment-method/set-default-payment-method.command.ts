import type { paymentsSetDefaultPaymentMethodRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `setDefaultPaymentMethod` as a command: the checked request and the caller. */
export class SetDefaultPaymentMethodCommand extends RpcCommand<typeof paymentsSetDefaultPaymentMethodRpc> {}
