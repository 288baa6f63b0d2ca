import { Container, Heading, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { notify } from '@/lib/toaster';
import { useCreateTrip } from '../api/create-trip';
import { emptyTripForm } from '../utils/trip-form';
import { TripForm } from './trip-form';

/** /add-trip, /list-trip: a traveler lists a trip; it is reviewed before senders see it. */
export function AddTripPage() {
  const create = useCreateTrip();
  const navigate = useNavigate();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Add Travel Plans"
        description="Earn money by carrying packages on your trip."
        path="/add-trip"
        noIndex
      />
      <Heading as="h1" size="2xl" mb="2">
        Add Travel Plans
      </Heading>
      <Text color="fg.muted" mb="8">
        Earn money by carrying packages on your trip
      </Text>
      <TripForm
        initial={emptyTripForm()}
        ariaLabel="Add travel plans"
        submitText="Add trip"
        loadingText="Adding trip..."
        pending={create.isPending}
        onValid={(body, fail) =>
          create.mutate(body, {
            onSuccess: (trip) => {
              notify({
                title: 'Trip added',
                description: 'We are verifying your trip. Senders see it once it is approved.',
                type: 'success',
              });
              void navigate(`/trips/${trip.id}`);
            },
            onError: fail,
          })
        }
      />
    </Container>
  );
}
