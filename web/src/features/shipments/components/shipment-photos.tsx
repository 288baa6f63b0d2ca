import { Button, Field, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { PrivatePhoto } from '@/components/ui/private-photo';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { MAX_SHIPMENT_PHOTOS } from '@oneway/contracts/values';
import { shipmentPhotoPath, useAttachShipmentPhotos } from '../api/attach-shipment-photos';
import type { ShipmentView } from '../api/types';
import { mayDo } from '../utils/shipment-rules';

/**
 * The sender's photos of the package: the sender adds up to five before the traveler has it;
 * the sender and the matched traveler see them (private files, fetched with the session).
 */
export function ShipmentPhotos({ shipment, isSender }: { shipment: ShipmentView; isSender: boolean }) {
  const photos = shipment.photos ?? [];
  const attach = useAttachShipmentPhotos();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const canAdd = isSender && mayDo(shipment, 'attach_photos') && photos.length < MAX_SHIPMENT_PHOTOS;

  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (photos.length + files.length > MAX_SHIPMENT_PHOTOS) {
      setError(`At most ${MAX_SHIPMENT_PHOTOS} photos`);
      return;
    }
    setError(undefined);
    attach.mutate(
      { shipmentId: shipment.id, files },
      {
        onSuccess: () => notify({ type: 'success', title: 'Photos added' }),
        onError: (err) =>
          setError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.detail) : 'Upload failed'),
      },
    );
  };

  return (
    <Stack gap="3">
      {photos.length === 0 ? (
        <Text color="fg.muted">
          {isSender ? 'No photos yet: add photos of the package and its label.' : 'The sender has not added photos.'}
        </Text>
      ) : (
        <Wrap gap="2" aria-label="Package photos" data-testid="shipment-photos">
          {photos.map((id, i) => (
            <PrivatePhoto key={id} src={shipmentPhotoPath(shipment.id, id)} alt={`Package photo ${i + 1}`} size="28" />
          ))}
        </Wrap>
      )}
      {canAdd && (
        <Field.Root invalid={!!error}>
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            loading={attach.isPending}
            onClick={() => input.current?.click()}
          >
            Add photos
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            aria-label="Package photos"
            onChange={(e) => pick(e.target.files)}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              Up to {MAX_SHIPMENT_PHOTOS} photos: JPEG, PNG or WebP, 5 MB each
            </Text>
          )}
        </Field.Root>
      )}
    </Stack>
  );
}
