import { identityPingRpc } from '@oneway/contracts';
import { Rpc } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';

/** The gateway's readiness probe of the identity service. */
@Controller()
export class IdentityPingRpcController {
  @Rpc(identityPingRpc)
  async ping() {
    return { service: 'identity' as const };
  }
}
