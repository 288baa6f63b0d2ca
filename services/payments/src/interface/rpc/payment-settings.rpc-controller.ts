import { paymentsGetSettingsRpc, paymentsUpdateSettingsRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { requireAdmin } from '../../application/access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../../application/payments-deps.js';
import { loadSettings, updateSettings } from '../../application/settings/payment-settings.repository.js';
import { Controller, Inject } from '@nestjs/common';

/** Finance settings (admin only): fees and the payout hold. */
@Controller()
export class PaymentSettingsRpcController {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  // ---- finance operations (admin only)
  @Rpc(paymentsGetSettingsRpc)
  async getSettings(@RpcPayload() _p: RpcRequest<typeof paymentsGetSettingsRpc>, @RpcCaller() meta: RpcMeta) {
    requireAdmin(meta);
    return loadSettings(this.deps.pool);
  }

  @Rpc(paymentsUpdateSettingsRpc)
  async updateSettings(@RpcPayload() p: RpcRequest<typeof paymentsUpdateSettingsRpc>, @RpcCaller() meta: RpcMeta) {
    return updateSettings(this.deps.pool, p, requireAdmin(meta).userId);
  }
}
