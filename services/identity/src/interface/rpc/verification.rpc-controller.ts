import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  adminListVerificationsRpc,
  adminReviewVerificationRpc,
  adminViewVerificationDocumentRpc,
  myVerificationRpc,
  startVerificationRpc,
  submitVerificationDocumentsRpc,
  testVerificationOutcomeRpc,
  verificationWebhookRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { MyVerificationQuery } from '../../application/my-verification/my-verification.query.js';
import { StartVerificationCommand } from '../../application/start-verification/start-verification.command.js';
import { SubmitVerificationDocumentsCommand } from '../../application/submit-verification-documents/submit-verification-documents.command.js';
import { ChooseTestVerificationOutcomeCommand } from '../../application/choose-test-verification-outcome/choose-test-verification-outcome.command.js';
import { HandleVerificationWebhookCommand } from '../../application/handle-verification-webhook/handle-verification-webhook.command.js';
import { AdminListVerificationsQuery } from '../../application/admin-list-verifications/admin-list-verifications.query.js';
import { ViewVerificationDocumentCommand } from '../../application/view-verification-document/view-verification-document.command.js';
import { ReviewVerificationCommand } from '../../application/review-verification/review-verification.command.js';

/** Identity verification sessions (KYC): the person's own, staff review, provider webhooks; each RPC dispatched to its use case. */
@Controller()
export class VerificationRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(myVerificationRpc)
  myVerification(@RpcPayload() req: RpcRequest<typeof myVerificationRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new MyVerificationQuery(req, meta));
  }

  @Rpc(startVerificationRpc)
  startVerification(@RpcPayload() req: RpcRequest<typeof startVerificationRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new StartVerificationCommand(req, meta));
  }

  @Rpc(submitVerificationDocumentsRpc)
  submitVerificationDocuments(
    @RpcPayload() req: RpcRequest<typeof submitVerificationDocumentsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new SubmitVerificationDocumentsCommand(req, meta));
  }

  @Rpc(testVerificationOutcomeRpc)
  chooseTestVerificationOutcome(
    @RpcPayload() req: RpcRequest<typeof testVerificationOutcomeRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new ChooseTestVerificationOutcomeCommand(req, meta));
  }

  @Rpc(verificationWebhookRpc)
  handleVerificationWebhook(@RpcPayload() req: RpcRequest<typeof verificationWebhookRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new HandleVerificationWebhookCommand(req, meta));
  }

  @Rpc(adminListVerificationsRpc)
  adminListVerifications(@RpcPayload() req: RpcRequest<typeof adminListVerificationsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminListVerificationsQuery(req, meta));
  }

  @Rpc(adminViewVerificationDocumentRpc)
  viewVerificationDocument(
    @RpcPayload() req: RpcRequest<typeof adminViewVerificationDocumentRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new ViewVerificationDocumentCommand(req, meta));
  }

  @Rpc(adminReviewVerificationRpc)
  reviewVerification(@RpcPayload() req: RpcRequest<typeof adminReviewVerificationRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ReviewVerificationCommand(req, meta));
  }
}
