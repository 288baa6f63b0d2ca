import type { updateProfileRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `updateProfile` as a command: the checked request and the caller. */
export class UpdateProfileCommand extends RpcCommand<typeof updateProfileRpc> {}
