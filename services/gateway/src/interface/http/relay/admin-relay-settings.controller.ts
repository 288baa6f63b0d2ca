import { Body, Controller, Get, Inject, Patch, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { relayGetSettingsRpc, relayUpdateSettingsRpc } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { rpcRouteDoc } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';

/**
 * The relay's system settings (storage limits), beside the payment settings on /admin/settings:
 * admins and finance read, admins change (relay checks the role again and audits the change).
 */
@Controller('admin/relay/settings')
export class AdminRelaySettingsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RequireAction('settings.read')
  @RouteSchema(rpcRouteDoc('admin', 'Relay storage limits (near limit, expired, estimated days)', relayGetSettingsRpc))
  settings(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, relayGetSettingsRpc, {});
  }

  @Patch()
  @RequireAction('settings.change')
  @RouteSchema(
    rpcRouteDoc(
      'admin',
      'Change relay storage limits (audited; applies from the next check-in and sweep)',
      relayUpdateSettingsRpc,
      {
        body: true,
      },
    ),
  )
  updateSettings(@Req() req: FastifyRequest, @Body() body: Record<string, unknown> | undefined) {
    return forwardBody(this.rpc, req, relayUpdateSettingsRpc, body);
  }
}
