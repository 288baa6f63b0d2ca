import type { markAllNotificationsReadRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `markAllNotificationsRead` as a command: the checked request and the caller. */
export class MarkAllNotificationsReadCommand extends RpcCommand<typeof markAllNotificationsReadRpc> {}
