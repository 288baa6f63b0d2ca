import { useNavigate } from 'react-router-dom';
import { AppPage } from '@/components/ui/app-page';
import { notify } from '@/lib/toaster';
import { useCreateShipment } from '../api/create-shipment';
import { emptyShipmentForm } from '../utils/shipment-form';
import { ShipmentForm } from './shipment-form';

/** /ship, /ship-package, /create-shipment: the sender lists a package. */
export function ShipPackagePage() {
  const create = useCreateShipment();
  const navigate = useNavigate();
  return (
    <AppPage
      title="Ship a Package"
      description="Send items internationally at lower rates."
      path="/ship"
      lead="Send items internationally at lower rates"
      maxW="3xl"
    >
      <ShipmentForm
        initial={emptyShipmentForm()}
        ariaLabel="Ship a package"
        submitText="List my package"
        loadingText="Listing..."
        pending={create.isPending}
        onValid={(body, fail) =>
          create.mutate(body, {
            onSuccess: (shipment) => {
              notify({
                title: 'Shipment listed',
                description: `Tracking number ${shipment.trackingNumber}. Travelers on your route can now offer to carry it.`,
                type: 'success',
              });
              void navigate(`/shipments/${shipment.id}`);
            },
            onError: fail,
          })
        }
      />
    </AppPage>
  );
}
