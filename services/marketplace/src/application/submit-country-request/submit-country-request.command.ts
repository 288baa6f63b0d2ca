import type { submitCountryRequestRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `submitCountryRequest` as a command: the checked request and the caller. */
export class SubmitCountryRequestCommand extends RpcCommand<typeof submitCountryRequestRpc> {}
