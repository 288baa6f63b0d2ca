import { Button, Link, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { INTEREST_MESSAGE_MAX } from '@/config/marketplace';
import { ApiError } from '@/lib/api-error';
import { INCOMPATIBILITY_MESSAGES } from '@/lib/error-messages';
import { shortMonthDay } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { useExpressInterest } from '../api/express-interest';
import { useMyTripsForShipment } from '../api/get-my-trips-for-shipment';
import type { MyTripsForShipment, ShipmentListing } from '../api/types';
import { validateInterestForm, type InterestFormErrors } from '../utils/interest-form';

const tripLabel = (t: { fromLocation: string; toLocation: string; departureDate: string }) =>
  `${t.fromLocation} → ${t.toLocation}, ${shortMonthDay(t.departureDate)}`;

/** Issue 18 item 2: no trip fits, so no picker; say why, trip by trip, and what to do. */
function NoTripFits({ incompatible }: { incompatible: MyTripsForShipment['incompatible'] }) {
  const addTrip = (
    <Link asChild color="teal.700">
      <RouterLink to="/add-trip">Add your travel plans</RouterLink>
    </Link>
  );
  if (incompatible.length === 0) {
    return (
      <Text data-testid="no-trip-fits">You need a verified, active trip to offer to carry a package. {addTrip}.</Text>
    );
  }
  return (
    <Stack gap="2" data-testid="no-trip-fits">
      <Text fontWeight="medium">None of your active trips can carry this package:</Text>
      <List.Root ps="5">
        {incompatible.map(({ trip, reasons }) => (
          <List.Item key={trip.id}>
            {tripLabel(trip)}: {reasons.map((r) => INCOMPATIBILITY_MESSAGES[r] ?? 'it does not fit').join('; ')}.
          </List.Item>
        ))}
      </List.Root>
      <Text>{addTrip} on this route and dates to offer to carry it.</Text>
    </Stack>
  );
}

/**
 * A traveler offers to carry a shipment on one of their trips, with a message for the sender.
 * The picker lists only the trips the server says can carry it (route, dates, space, constraints).
 */
export function ShowInterestForm({
  shipment,
  tripId: preferredTrip,
  onDone,
}: {
  shipment: ShipmentListing;
  tripId?: string;
  onDone?: () => void;
}) {
  const trips = useMyTripsForShipment(shipment.id);
  const express = useExpressInterest();
  const [tripId, setTripId] = useState<string | null>(preferredTrip ?? null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<InterestFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (trips.isPending) return <PageSpinner label="Loading your trips..." />;
  if (trips.error) return <QueryError title="We couldn't load your trips." error={trips.error} />;
  const ranked = trips.data.compatible;
  if (ranked.length === 0) return <NoTripFits incompatible={trips.data.incompatible} />;
  const chosen = tripId && ranked.some((t) => t.id === tripId) ? tripId : ranked[0]!.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateInterestForm({ tripId: chosen, message });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    express.mutate(
      { shipmentId: shipment.id, tripId: chosen, message: message.trim() },
      {
        onSuccess: () => {
          notify({
            title: 'Interest sent',
            description: 'The sender will review your offer. Follow it in My Interests.',
            type: 'success',
          });
          onDone?.();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            const byField = Object.fromEntries(
              error.fieldErrors.map((f) => [f.field, f.message]),
            ) as InterestFormErrors;
            setErrors({ tripId: byField.tripId, message: byField.message });
          }
          setFormError(error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Show interest">
      <Stack gap="3">
        <FormField label="Your trip" error={errors.tripId}>
          <SelectField
            name="tripId"
            value={chosen}
            onChange={(e) => setTripId(e.target.value)}
            options={ranked.map((t) => ({ value: t.id, label: `${tripLabel(t)} (${t.remainingSpaceKg} kg free)` }))}
          />
        </FormField>
        <FormField
          label="Message to the sender"
          error={errors.message}
          helper="When and where you can collect the package, and anything the sender should know."
        >
          <Textarea
            name="message"
            rows={3}
            maxLength={INTEREST_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </FormField>
        {formError && (
          <Text role="alert" color="fg.error">
            {formError}
          </Text>
        )}
        <Button type="submit" colorPalette="teal" alignSelf="start" loading={express.isPending}>
          Send interest
        </Button>
      </Stack>
    </form>
  );
}
