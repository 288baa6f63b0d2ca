import type { registerRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `register` as a command: the checked request and the caller. */
export class RegisterUserCommand extends RpcCommand<typeof registerRpc> {}
