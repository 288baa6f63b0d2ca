import type { adminBanUserRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminBanUser` as a command: the checked request and the caller. */
export class BanUserCommand extends RpcCommand<typeof adminBanUserRpc> {}
