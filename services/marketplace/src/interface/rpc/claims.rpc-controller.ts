import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  answerClaimRpc,
  fileClaimRpc,
  getClaimRpc,
  myClaimsRpc,
  staffClaimsRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { AnswerClaimCommand } from '../../application/answer-claim/answer-claim.command.js';
import { FileClaimCommand } from '../../application/file-claim/file-claim.command.js';
import { GetClaimQuery } from '../../application/get-claim/get-claim.query.js';
import { MyClaimsQuery } from '../../application/my-claims/my-claims.query.js';
import { StaffClaimsQuery } from '../../application/staff-claims/staff-claims.query.js';

/** Claims: the sender files, the traveler answers, both read; staff read every claim. Each RPC dispatched to its use case. */
@Controller()
export class ClaimsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(fileClaimRpc)
  file(@RpcPayload() req: RpcRequest<typeof fileClaimRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new FileClaimCommand(req, meta));
  }

  @Rpc(answerClaimRpc)
  answer(@RpcPayload() req: RpcRequest<typeof answerClaimRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AnswerClaimCommand(req, meta));
  }

  @Rpc(myClaimsRpc)
  mine(@RpcPayload() req: RpcRequest<typeof myClaimsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new MyClaimsQuery(req, meta));
  }

  @Rpc(getClaimRpc)
  one(@RpcPayload() req: RpcRequest<typeof getClaimRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetClaimQuery(req, meta));
  }

  @Rpc(staffClaimsRpc)
  staff(@RpcPayload() req: RpcRequest<typeof staffClaimsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new StaffClaimsQuery(req, meta));
  }
}
