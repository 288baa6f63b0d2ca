import type { answerClaimRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `answerClaim` as a command: the checked request and the caller. */
export class AnswerClaimCommand extends RpcCommand<typeof answerClaimRpc> {}
