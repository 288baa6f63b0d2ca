import type { myVerificationRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `myVerification` as a query: the checked request and the caller. */
export class MyVerificationQuery extends RpcQuery<typeof myVerificationRpc> {}
