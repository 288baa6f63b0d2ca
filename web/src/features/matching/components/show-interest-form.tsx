import { Button, Link, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { INTEREST_MESSAGE_MAX } from '@/config/marketplace';
import { ApiError } from '@/lib/api-error';
import { shortMonthDay } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { useExpressInterest } from '../api/express-interest';
import { useMyActiveTrips } from '../api/get-my-active-trips';
import type { ShipmentListing } from '../api/types';
import { rankTrips, validateInterestForm, type InterestFormErrors } from '../utils/interest-form';

/** A traveler offers to carry a shipment on one of their active trips, with a message for the sender. */
export function ShowInterestForm({
  shipment,
  tripId: preferredTrip,
  onDone,
}: {
  shipment: ShipmentListing;
  tripId?: string;
  onDone?: () => void;
}) {
  const trips = useMyActiveTrips();
  const express = useExpressInterest();
  const [tripId, setTripId] = useState<string | null>(preferredTrip ?? null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<InterestFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (trips.isPending) return <PageSpinner label="Loading your trips..." />;
  if (trips.error) return <QueryError title="We couldn't load your trips." error={trips.error} />;
  const ranked = rankTrips(trips.data.items, shipment);
  if (ranked.length === 0) {
    return (
      <Text>
        You need a verified, active trip to offer to carry a package.{' '}
        <Link asChild color="teal.700">
          <RouterLink to="/add-trip">Add your travel plans</RouterLink>
        </Link>
        .
      </Text>
    );
  }
  const chosen = tripId ?? ranked[0]!.id;

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
          <NativeSelect.Root>
            <NativeSelect.Field name="tripId" value={chosen} onChange={(e) => setTripId(e.target.value)}>
              {ranked.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.fromLocation} → {t.toLocation}, {shortMonthDay(t.departureDate)} ({t.remainingSpaceKg} kg free)
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
