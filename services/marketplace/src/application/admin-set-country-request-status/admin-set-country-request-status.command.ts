import type { adminSetCountryRequestStatusRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminSetCountryRequestStatus` as a command: the checked request and the caller. */
export class AdminSetCountryRequestStatusCommand extends RpcCommand<typeof adminSetCountryRequestStatusRpc> {}
