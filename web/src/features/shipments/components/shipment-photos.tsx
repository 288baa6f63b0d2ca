import { Text } from '@chakra-ui/react';
import { MAX_SHIPMENT_PHOTOS } from '@oneway/contracts/values';
import { AttachedPhotos } from '@/components/ui/attached-photos';
import { shipmentPhotoPath, useAttachShipmentPhotos } from '../api/attach-shipment-photos';
import type { ShipmentView } from '../api/types';
import { mayDo } from '../utils/shipment-rules';

const names = { list: 'Package photos', testId: 'shipment-photos', photo: 'Package photo', input: 'Package photos' };

/**
 * The sender's photos of the package: the sender adds up to five before the traveler has it;
 * the sender and the matched traveler see them (private files, fetched with the session).
 */
export function ShipmentPhotos({ shipment, isSender }: { shipment: ShipmentView; isSender: boolean }) {
  const attach = useAttachShipmentPhotos();
  return (
    <AttachedPhotos
      photos={shipment.photos ?? []}
      src={(photoId) => shipmentPhotoPath(shipment.id, photoId)}
      names={names}
      max={MAX_SHIPMENT_PHOTOS}
      empty={
        <Text color="fg.muted">
          {isSender ? 'No photos yet: add photos of the package and its label.' : 'The sender has not added photos.'}
        </Text>
      }
      add={
        isSender && mayDo(shipment, 'attach_photos')
          ? {
              upload: (files) => attach.mutateAsync({ shipmentId: shipment.id, files }),
              tooMany: `At most ${MAX_SHIPMENT_PHOTOS} photos`,
              added: 'Photos added',
            }
          : undefined
      }
    />
  );
}
