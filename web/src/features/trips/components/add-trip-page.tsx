import { useNavigate } from 'react-router-dom';
import { AppPage } from '@/components/ui/app-page';
import { notify } from '@/lib/toaster';
import { useCreateTrip } from '../api/create-trip';
import { emptyTripForm } from '../utils/trip-form';
import { TripForm } from './trip-form';

/** /add-trip, /list-trip: a traveler lists a trip; it is reviewed before senders see it. */
export function AddTripPage() {
  const create = useCreateTrip();
  const navigate = useNavigate();
  return (
    <AppPage
      title="Add Travel Plans"
      description="Earn money by carrying packages on your trip."
      path="/add-trip"
      lead="Earn money by carrying packages on your trip"
      maxW="3xl"
    >
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
    </AppPage>
  );
}
