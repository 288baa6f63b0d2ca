import type { reportMessageRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `reportMessage` as a command: the checked request and the caller. */
export class ReportMessageCommand extends RpcCommand<typeof reportMessageRpc> {}
