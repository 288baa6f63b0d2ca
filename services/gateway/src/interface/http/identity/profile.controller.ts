import { Body, Controller, Get, Inject, Param, Patch, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { getProfileRpc, getPublicProfileRpc, updateProfileRpc, userDtoSchema } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { Public } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { rpcMetaOf } from '../http-request.js';

const PROFILE_FIELDS = ['fullName', 'bio', 'phone', 'country', 'profileImage'] as const;

/** Own profile (always the token's user: there is no user id to tamper with) and public profiles. */
@Controller()
export class ProfileController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('profile')
  @RouteSchema(
    routeDoc({
      tag: 'profile',
      summary: 'The signed-in user’s own profile',
      auth: 'bearer',
      responses: { 200: userDtoSchema },
    }),
  )
  get(@Req() req: FastifyRequest) {
    return this.rpc.call(getProfileRpc, {}, rpcMetaOf(req));
  }

  @Patch('profile')
  @RouteSchema(
    routeDoc({
      tag: 'profile',
      summary: 'Update the own profile (null clears a field)',
      auth: 'bearer',
      body: updateProfileRpc.request,
      responses: { 200: userDtoSchema },
    }),
  )
  update(@Req() req: FastifyRequest, @Body() body: Record<string, unknown> | undefined) {
    // Only profile fields pass: a body smuggling `role`, `id` or `isBanned` changes nothing.
    const patch = Object.fromEntries(PROFILE_FIELDS.filter((f) => body && f in body).map((f) => [f, body![f]]));
    return this.rpc.call(updateProfileRpc, patch as z.input<typeof updateProfileRpc.request>, rpcMetaOf(req));
  }

  @Public()
  @Get('users/:id/public')
  @RouteSchema(
    routeDoc({
      tag: 'profile',
      summary: 'Another user’s public profile (no e-mail, phone, role or ban state)',
      params: z.object({ id: z.uuid() }),
      responses: { 200: getPublicProfileRpc.response },
    }),
  )
  publicProfile(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.rpc.call(getPublicProfileRpc, { userId: id }, rpcMetaOf(req));
  }
}
