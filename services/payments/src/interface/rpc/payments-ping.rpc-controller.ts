import { paymentsPingRpc } from '@oneway/contracts';
import { Rpc } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';

/** The gateway's readiness probe of the payments service. */
@Controller()
export class PaymentsPingRpcController {
  @Rpc(paymentsPingRpc)
  async ping() {
    return { service: 'payments' as const };
  }
}
