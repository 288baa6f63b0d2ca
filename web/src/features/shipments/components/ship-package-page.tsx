import { Container, Heading, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { notify } from '@/lib/toaster';
import { useCreateShipment } from '../api/create-shipment';
import { emptyShipmentForm } from '../utils/shipment-form';
import { ShipmentForm } from './shipment-form';

/** /ship, /ship-package, /create-shipment: the sender lists a package. */
export function ShipPackagePage() {
  const create = useCreateShipment();
  const navigate = useNavigate();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="Ship a Package" description="Send items internationally at lower rates." path="/ship" noIndex />
      <Heading as="h1" size="2xl" mb="2">
        Ship a Package
      </Heading>
      <Text color="fg.muted" mb="8">
        Send items internationally at lower rates
      </Text>
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
    </Container>
  );
}
