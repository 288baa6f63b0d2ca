import type { adminListVerificationsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminListVerifications` as a query: the checked request and the caller. */
export class AdminListVerificationsQuery extends RpcQuery<typeof adminListVerificationsRpc> {}
