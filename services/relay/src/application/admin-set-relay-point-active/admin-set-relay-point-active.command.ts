import type { adminSetRelayPointActiveRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminSetRelayPointActive` as a command: the checked request and the caller. */
export class AdminSetRelayPointActiveCommand extends RpcCommand<typeof adminSetRelayPointActiveRpc> {}
