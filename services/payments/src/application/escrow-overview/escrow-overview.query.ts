import type { paymentsEscrowOverviewRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `escrowOverview` as a query: the checked request and the caller. */
export class EscrowOverviewQuery extends RpcQuery<typeof paymentsEscrowOverviewRpc> {}
