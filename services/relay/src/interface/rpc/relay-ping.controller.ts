import { Controller } from '@nestjs/common';
import { relayPingRpc } from '@oneway/contracts';
import { Rpc } from '@oneway/service-kit';

/** Answers the gateway's readiness probe of the relay service over NATS. */
@Controller()
export class RelayPingController {
  @Rpc(relayPingRpc)
  ping(): { service: 'relay' } {
    return { service: 'relay' };
  }
}
