import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  fileErrors,
  getProfileRpc,
  getPublicProfileRpc,
  parseProfilePhotoUrl,
  profilePhotoUrl,
  userDtoSchema,
} from '@oneway/contracts';
import { IMAGE_TYPES, newFileKey, type FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_STORAGE, RPC_CLIENT } from '../../../gateway.tokens.js';
import { Public } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { actorOf, rpcMetaOf } from '../http-request.js';
import { readUploads } from '../uploads/read-uploads.js';
import { PROFILE_PHOTO_AREA, profilePhotoKey, updateProfileKeepingOnePhoto } from './profile-photos.js';

const uuid = z.uuid();
/** Public, and cacheable: a new upload gets a new id, so a URL's bytes never change. */
const CACHE_CONTROL = 'public, max-age=86400, immutable';

/**
 * The own profile photo (issue 14): one JPEG, PNG or WebP image, stored through the file-storage
 * port and set as `profileImage` (its URL here). Replacing or removing it deletes the stored
 * file. Profile photos are public (traveler cards show them), but only a user's current photo
 * is served; any other id is 404.
 */
@Controller()
export class ProfilePhotoController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Post('profile/photo')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'profile',
      summary: 'Upload my profile photo (multipart field "photo", one JPEG/PNG/WebP image of at most 5 MB)',
      auth: 'bearer',
      responses: { 200: userDtoSchema },
    }),
  )
  async upload(@Req() req: FastifyRequest) {
    const userId = actorOf(req)!.userId;
    const [file] = await readUploads(req, { field: 'photo', allowed: IMAGE_TYPES, maxFiles: 1 });
    const key = newFileKey(PROFILE_PHOTO_AREA);
    await this.storage.put(key, file!.bytes, file!.contentType);
    const photoId = key.slice(PROFILE_PHOTO_AREA.length + 1);
    try {
      return await updateProfileKeepingOnePhoto(this.rpc, this.storage, req, {
        profileImage: profilePhotoUrl(userId, photoId),
      });
    } catch (err) {
      await this.storage.delete(key).catch(() => {});
      throw err;
    }
  }

  @Delete('profile/photo')
  @RouteSchema(
    routeDoc({
      tag: 'profile',
      summary: 'Remove my profile photo (404 when there is none)',
      auth: 'bearer',
      responses: { 200: userDtoSchema },
    }),
  )
  async remove(@Req() req: FastifyRequest) {
    const profile = await this.rpc.call(getProfileRpc, {}, rpcMetaOf(req));
    if (!parseProfilePhotoUrl(profile.profileImage)) throw fileErrors.notFound();
    return updateProfileKeepingOnePhoto(this.rpc, this.storage, req, { profileImage: null });
  }

  @Public()
  @Get('users/:userId/photo/:photoId')
  @RouteSchema(
    routeDoc({
      tag: 'profile',
      summary: 'A user’s current profile photo (public; cacheable, a new upload has a new URL)',
      params: z.object({ userId: z.uuid(), photoId: z.uuid() }),
      responses: {},
    }),
  )
  async photo(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('userId') userId: string,
    @Param('photoId') photoId: string,
  ) {
    if (!uuid.safeParse(userId).success || !uuid.safeParse(photoId).success) throw fileErrors.notFound();
    const user = await this.rpc.call(getPublicProfileRpc, { userId }, rpcMetaOf(req));
    if (user.profileImage !== profilePhotoUrl(userId, photoId)) throw fileErrors.notFound();
    const file = await this.storage.get(profilePhotoKey(photoId));
    if (!file) throw fileErrors.notFound();
    await reply
      .headers({
        'content-type': file.contentType,
        'content-length': String(file.bytes.length),
        'cache-control': CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
      })
      .send(file.bytes);
  }
}
