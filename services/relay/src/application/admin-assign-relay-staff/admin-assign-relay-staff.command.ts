import type { adminAssignRelayStaffRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminAssignRelayStaff` as a command: the checked request and the caller. */
export class AdminAssignRelayStaffCommand extends RpcCommand<typeof adminAssignRelayStaffRpc> {}
