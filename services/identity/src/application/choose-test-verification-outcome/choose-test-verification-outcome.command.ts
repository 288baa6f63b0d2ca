import type { testVerificationOutcomeRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `testVerificationOutcome` as a command: the checked request and the caller. */
export class ChooseTestVerificationOutcomeCommand extends RpcCommand<typeof testVerificationOutcomeRpc> {}
