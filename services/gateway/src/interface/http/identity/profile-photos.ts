import { getProfileRpc, parseProfilePhotoUrl, updateProfileRpc, type UserDto } from '@oneway/contracts';
import type { FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { rpcMetaOf } from '../http-request.js';

/** Where profile photos are stored: `profile-photos/<photoId>`, the id in the photo's URL. */
export const PROFILE_PHOTO_AREA = 'profile-photos';

export const profilePhotoKey = (photoId: string) => `${PROFILE_PHOTO_AREA}/${photoId}`;

/**
 * Updates the own profile, then deletes the stored photo the update replaced or cleared (a
 * profile keeps one photo). If the update fails nothing is deleted: the old photo is still shown.
 */
export async function updateProfileKeepingOnePhoto(
  rpc: RpcClient,
  storage: FileStorage,
  req: FastifyRequest,
  patch: z.input<typeof updateProfileRpc.request>,
): Promise<UserDto> {
  const meta = rpcMetaOf(req);
  const before = await rpc.call(getProfileRpc, {}, meta);
  const updated = await rpc.call(updateProfileRpc, patch, meta);
  const old = parseProfilePhotoUrl(before.profileImage);
  if (old && updated.profileImage !== before.profileImage)
    await storage.delete(profilePhotoKey(old.photoId)).catch(() => {});
  return updated;
}
