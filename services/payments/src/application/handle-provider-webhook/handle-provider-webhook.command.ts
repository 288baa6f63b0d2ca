import type { paymentsHandleProviderWebhookRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `handleProviderWebhook` as a command: the checked request and the caller. */
export class HandleProviderWebhookCommand extends RpcCommand<typeof paymentsHandleProviderWebhookRpc> {}
