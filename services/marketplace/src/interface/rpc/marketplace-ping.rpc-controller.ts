import { marketplacePingRpc } from '@oneway/contracts';
import { Rpc } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';

/** The gateway's readiness probe of the marketplace service. */
@Controller()
export class MarketplacePingRpcController {
  @Rpc(marketplacePingRpc)
  async ping() {
    return { service: 'marketplace' as const };
  }
}
