import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFiles } from '@/lib/api-files';
import { shipmentQueryOptions } from './get-shipment';
import type { ShipmentView } from './types';

/** POST /api/shipments/:id/photos (multipart "photos"): stored, typed by the server, attached. */
export function attachShipmentPhotos({ shipmentId, files }: { shipmentId: string; files: File[] }) {
  return uploadFiles<ShipmentView>(`/api/shipments/${encodeURIComponent(shipmentId)}/photos`, 'photos', files);
}

export function useAttachShipmentPhotos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachShipmentPhotos,
    onSuccess: (view) => client.setQueryData(shipmentQueryOptions(view.id).queryKey, view),
  });
}

export const shipmentPhotoPath = (shipmentId: string, photoId: string) =>
  `/api/shipments/${encodeURIComponent(shipmentId)}/photos/${encodeURIComponent(photoId)}`;
