import { Controller } from '@nestjs/common';
import { getMatchRpc, listMyMatchesRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { QueryBus } from '@nestjs/cqrs';
import { ListMyMatchesQuery } from '../../application/list-my-matches/list-my-matches.query.js';
import { GetMatchQuery } from '../../application/get-match/get-match.query.js';

/** Matches: a shipment and a traveler's interest in it, read from either side; always the caller's own. */
@Controller()
export class MatchesRpcController {
  constructor(private readonly queries: QueryBus) {}

  @Rpc(listMyMatchesRpc)
  listMine(@RpcPayload() req: RpcRequest<typeof listMyMatchesRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListMyMatchesQuery(req, meta));
  }

  @Rpc(getMatchRpc)
  get(@RpcPayload() req: RpcRequest<typeof getMatchRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetMatchQuery(req, meta));
  }
}
