import type { adminListMessageReportsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminListMessageReports` as a query: the checked request and the caller. */
export class AdminListMessageReportsQuery extends RpcQuery<typeof adminListMessageReportsRpc> {}
