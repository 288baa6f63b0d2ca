import type { verificationWebhookRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `verificationWebhook` as a command: the checked request and the caller. */
export class HandleVerificationWebhookCommand extends RpcCommand<typeof verificationWebhookRpc> {}
