import { Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CurrencySelect } from '@/components/ui/currency-select';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { FormField } from '@/components/ui/form-field';
import { LocationSelect } from '@/components/ui/location-select';
import { CONTENT_TYPES } from '@/config/marketplace';
import { ApiError } from '@/lib/api-error';
import { todayIso } from '@/lib/marketplace-format';
import type { TripPlanRequest } from '../api/types';
import {
  serverTripErrors,
  toTripRequest,
  validateTripForm,
  type TripFormErrors,
  type TripFormValues,
} from '../utils/trip-form';

type TextKey = { [K in keyof TripFormValues]: TripFormValues[K] extends string ? K : never }[keyof TripFormValues];

/** The trip form (add and edit): the rules first, then the server's field errors. */
export function TripForm({
  initial,
  ariaLabel,
  submitText,
  loadingText,
  pending,
  onValid,
}: {
  initial: TripFormValues;
  ariaLabel: string;
  submitText: string;
  loadingText: string;
  pending: boolean;
  onValid: (body: TripPlanRequest, fail: (error: Error) => void) => void;
}) {
  const [values, setValues] = useState<TripFormValues>(initial);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayIso();
  const text = (key: TextKey) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const set = (key: keyof TripFormValues, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateTripForm(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onValid(toTripRequest(values), (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(serverTripErrors(error.fieldErrors));
      setFormError(error.message);
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
      <Stack gap="8">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="From" error={errors.fromLocation}>
            <LocationSelect
              name="fromLocation"
              value={values.fromLocation}
              onChange={(v) => set('fromLocation', v)}
              placeholder="Select departure city"
            />
          </FormField>
          <FormField label="To" error={errors.toLocation}>
            <LocationSelect
              name="toLocation"
              value={values.toLocation}
              onChange={(v) => set('toLocation', v)}
              placeholder="Select arrival city"
            />
          </FormField>
          <FormField label="Departure airport" error={errors.fromAirport} required={false}>
            <Input
              name="fromAirport"
              value={values.fromAirport}
              onChange={text('fromAirport')}
              placeholder="e.g. LHR"
            />
          </FormField>
          <FormField label="Arrival airport" error={errors.toAirport} required={false}>
            <Input name="toAirport" value={values.toAirport} onChange={text('toAirport')} placeholder="e.g. LOS" />
          </FormField>
          <DateRangeFields
            start={{
              name: 'departureDate',
              label: 'Departure date',
              value: values.departureDate,
              error: errors.departureDate,
            }}
            end={{ name: 'arrivalDate', label: 'Arrival date', value: values.arrivalDate, error: errors.arrivalDate }}
            onChange={(name) => text(name as TextKey)}
          />
          <FormField label="Available space (kg)" error={errors.availableSpaceKg}>
            <Input
              name="availableSpaceKg"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.5"
              value={values.availableSpaceKg}
              onChange={text('availableSpaceKg')}
            />
          </FormField>
          <FormField label="Airline" error={errors.airlineName} required={false}>
            <Input name="airlineName" value={values.airlineName} onChange={text('airlineName')} />
          </FormField>
        </SimpleGrid>

        <Stack as="fieldset" gap="4">
          <Heading as="legend" size="md" mb="2">
            What you accept
          </Heading>
          <HStack gap="5" flexWrap="wrap">
            {CONTENT_TYPES.map((type) => (
              <HStack as="label" key={type} gap="2" cursor="pointer">
                <input
                  type="checkbox"
                  name={type}
                  checked={values[type]}
                  onChange={(e) => set(type, e.target.checked)}
                />
                <Text>{type.charAt(0).toUpperCase() + type.slice(1)}</Text>
              </HStack>
            ))}
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField
              label="Highest declared value"
              error={errors.valueLimit}
              required={false}
              helper="Leave empty for no limit."
            >
              <Input name="valueLimit" inputMode="decimal" value={values.valueLimit} onChange={text('valueLimit')} />
            </FormField>
            <FormField label="Value currency" error={errors.valueLimitCurrency} required={false}>
              <CurrencySelect
                name="valueLimitCurrency"
                value={values.valueLimitCurrency}
                onChange={text('valueLimitCurrency')}
              />
            </FormField>
            <FormField
              label="Heaviest package (kg)"
              error={errors.weightLimitKg}
              required={false}
              helper="Leave empty for no limit."
            >
              <Input
                name="weightLimitKg"
                inputMode="decimal"
                value={values.weightLimitKg}
                onChange={text('weightLimitKg')}
              />
            </FormField>
          </SimpleGrid>
        </Stack>

        <Box>
          <FormField
            label="Itinerary link"
            error={errors.itineraryUrl}
            required={false}
            helper="A link to your booking helps us verify the trip faster."
          >
            <Input name="itineraryUrl" type="url" value={values.itineraryUrl} onChange={text('itineraryUrl')} />
          </FormField>
        </Box>
        <FormField label="Notes" error={errors.notes} required={false}>
          <Textarea name="notes" rows={2} value={values.notes} onChange={text('notes')} />
        </FormField>
        {formError && (
          <Text role="alert" color="fg.error">
            {formError}
          </Text>
        )}
        <Button type="submit" colorPalette="teal" size="lg" loading={pending} loadingText={loadingText}>
          {submitText}
        </Button>
      </Stack>
    </form>
  );
}
