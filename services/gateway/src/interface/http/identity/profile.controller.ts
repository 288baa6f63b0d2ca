import { Body, Controller, Get, Inject, Param, Patch, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { getProfileRpc, getPublicProfileRpc, requestErrors, updateProfileRpc, userDtoSchema } from '@oneway/contracts';
import type { FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_STORAGE, RPC_CLIENT } from '../../../gateway.tokens.js';
import { Public } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { rpcMetaOf } from '../http-request.js';
import { updateProfileKeepingOnePhoto } from './profile-photos.js';

const PROFILE_FIELDS = ['fullName', 'bio', 'phone', 'country'] as const;

/** The photo is set only by uploading one (POST /api/profile/photo); PATCH may only remove it. */
const updateProfileBody = updateProfileRpc.request.omit({ profileImage: true }).extend({
  profileImage: z.null().optional().describe('null removes the profile photo; upload one with POST /api/profile/photo'),
});

/** Own profile (always the token's user: there is no user id to tamper with) and public profiles. */
@Controller()
export class ProfileController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

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
      body: updateProfileBody,
      responses: { 200: userDtoSchema },
    }),
  )
  update(@Req() req: FastifyRequest, @Body() body: Record<string, unknown> | undefined) {
    // Only profile fields pass: a body smuggling `role`, `id` or `isBanned` changes nothing.
    const patch = Object.fromEntries(
      PROFILE_FIELDS.filter((f) => body && f in body).map((f) => [f, body![f]]),
    ) as z.input<typeof updateProfileRpc.request>;
    if (!body || !('profileImage' in body)) return this.rpc.call(updateProfileRpc, patch, rpcMetaOf(req));
    if (body.profileImage !== null)
      throw requestErrors.invalid('profileImage: upload a photo with POST /api/profile/photo', [
        { field: 'profileImage', message: 'Upload a photo to set the profile image' },
      ]);
    return updateProfileKeepingOnePhoto(this.rpc, this.storage, req, { ...patch, profileImage: null });
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
