import type { adminUnassignRelayStaffRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminUnassignRelayStaff` as a command: the checked request and the caller. */
export class AdminUnassignRelayStaffCommand extends RpcCommand<typeof adminUnassignRelayStaffRpc> {}
