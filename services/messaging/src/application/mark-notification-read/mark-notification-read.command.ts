import type { markNotificationReadRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `markNotificationRead` as a command: the checked request and the caller. */
export class MarkNotificationReadCommand extends RpcCommand<typeof markNotificationReadRpc> {}
