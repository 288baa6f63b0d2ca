import { uploadFiles } from '@/lib/api-files';

/** Intake/condition photos staff may attach to one check-in (relay.rpc MAX_CHECK_IN_PHOTOS). */
export const MAX_CHECK_IN_PHOTOS = 5;

/** POST /api/relay/points/:pointId/photos (multipart "photos"): ids to attach at check-in. */
export function uploadRelayPhotos(pointId: string, files: File[]) {
  return uploadFiles<{ photos: { id: string }[] }>(
    `/api/relay/points/${encodeURIComponent(pointId)}/photos`,
    'photos',
    files,
  );
}

/** A photo of a package at my point (private: the API checks my assignment first). */
export const relayPhotoPath = (pointId: string, packageId: string, photoId: string) =>
  `/api/relay/points/${encodeURIComponent(pointId)}/packages/${encodeURIComponent(packageId)}/photos/${encodeURIComponent(photoId)}`;
