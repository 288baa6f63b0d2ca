import type { paymentsStartPayoutOnboardingRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `startPayoutOnboarding` as a command: the checked request and the caller. */
export class StartPayoutOnboardingCommand extends RpcCommand<typeof paymentsStartPayoutOnboardingRpc> {}
