import { Box, Button, Heading, HStack, Input, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CurrencySelect } from '@/components/ui/currency-select';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { FormField } from '@/components/ui/form-field';
import { LocationSelect } from '@/components/ui/location-select';
import { SelectField } from '@/components/ui/select-field';
import { CONTENT_TYPES, SHIPMENT_SIZES, WEIGHT_UNITS, type ContentType } from '@/config/marketplace';
import { ApiError } from '@/lib/api-error';
import { cityOf, todayIso } from '@/lib/marketplace-format';
import type { ShipmentListingRequest } from '../api/types';
import { RelayPointSelect } from './relay-point-select';
import {
  countryOfLocation,
  serverFieldErrors,
  toShipmentRequest,
  validateShipmentForm,
  type ShipmentFormErrors,
  type ShipmentFormValues,
} from '../utils/shipment-form';

type TextField = Exclude<keyof ShipmentFormValues, 'contentTypes' | 'prohibitedItemsDeclared'>;

/**
 * The listing form (create and edit): checks the rules before sending, then shows the
 * server's field errors next to the fields and the sentence for the failure (lib/error-messages.ts).
 */
export function ShipmentForm({
  initial,
  ariaLabel,
  submitText,
  loadingText,
  pending,
  onValid,
}: {
  initial: ShipmentFormValues;
  ariaLabel: string;
  submitText: string;
  loadingText: string;
  pending: boolean;
  onValid: (body: ShipmentListingRequest, fail: (error: Error) => void) => void;
}) {
  const [values, setValues] = useState<ShipmentFormValues>(initial);
  const [errors, setErrors] = useState<ShipmentFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const { pathname } = useLocation();
  const today = todayIso();

  const set = <K extends keyof ShipmentFormValues>(key: K, value: ShipmentFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: TextField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(key, e.target.value as never);
  const setDestination = (to: string) =>
    setValues((v) => ({
      ...v,
      toLocation: to,
      destinationRelayPointId: to === v.toLocation ? v.destinationRelayPointId : '',
      receiverCity: v.receiverCity === '' || v.receiverCity === cityOf(v.toLocation) ? cityOf(to) : v.receiverCity,
    }));
  const toggleType = (type: ContentType) =>
    set(
      'contentTypes',
      values.contentTypes.includes(type)
        ? values.contentTypes.filter((t) => t !== type)
        : [...values.contentTypes, type],
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateShipmentForm(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onValid(toShipmentRequest(values), (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(serverFieldErrors(error.fieldErrors));
      // /create-shipment is a public path: a visitor is asked to sign in and comes back here.
      setSignedOut(error instanceof ApiError && error.status === 401);
      setFormError(error.message);
    });
  };

  const receiverCountry = values.toLocation ? countryOfLocation(values.toLocation) : '';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
      <Stack gap="8">
        <Stack as="fieldset" gap="4">
          <Heading as="legend" size="md" mb="2">
            Route and dates
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="From" error={errors.fromLocation}>
              <LocationSelect
                name="fromLocation"
                value={values.fromLocation}
                onChange={(v) => setValues((cur) => ({ ...cur, fromLocation: v, originRelayPointId: '' }))}
                placeholder="Select origin city"
              />
            </FormField>
            <FormField label="To" error={errors.toLocation}>
              <LocationSelect
                name="toLocation"
                value={values.toLocation}
                onChange={setDestination}
                placeholder="Select destination city"
              />
            </FormField>
            <FormField label="Drop-off relay point" error={errors.originRelayPointId} required={false}>
              <RelayPointSelect
                name="originRelayPointId"
                location={values.fromLocation}
                value={values.originRelayPointId}
                onChange={(id) => set('originRelayPointId', id)}
              />
            </FormField>
            <FormField label="Collection relay point" error={errors.destinationRelayPointId} required={false}>
              <RelayPointSelect
                name="destinationRelayPointId"
                location={values.toLocation}
                value={values.destinationRelayPointId}
                onChange={(id) => set('destinationRelayPointId', id)}
              />
            </FormField>
            <DateRangeFields
              start={{
                name: 'earliestPickupDate',
                label: 'Earliest pickup',
                value: values.earliestPickupDate,
                error: errors.earliestPickupDate,
              }}
              end={{
                name: 'latestDeliveryDate',
                label: 'Latest delivery',
                value: values.latestDeliveryDate,
                error: errors.latestDeliveryDate,
              }}
              onChange={(name) => text(name as TextField)}
            />
          </SimpleGrid>
        </Stack>

        <Stack as="fieldset" gap="4">
          <Heading as="legend" size="md" mb="2">
            Package
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Weight" error={errors.weight}>
              <Input
                name="weight"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.1"
                value={values.weight}
                onChange={text('weight')}
              />
            </FormField>
            <FormField label="Weight unit" error={errors.weightUnit}>
              <SelectField
                name="weightUnit"
                value={values.weightUnit}
                onChange={text('weightUnit')}
                options={WEIGHT_UNITS.map((u) => ({ value: u, label: u }))}
              />
            </FormField>
            <FormField label="Size" error={errors.size}>
              <SelectField
                name="size"
                value={values.size}
                onChange={text('size')}
                placeholder="Select size"
                options={SHIPMENT_SIZES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }))}
              />
            </FormField>
          </SimpleGrid>
          <FormField label="Contents" error={errors.contents} helper="What is in the package (3 to 500 characters).">
            <Textarea name="contents" rows={3} value={values.contents} onChange={text('contents')} />
          </FormField>
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              The package contains (travelers may refuse some kinds)
            </Text>
            <HStack gap="5" flexWrap="wrap">
              {CONTENT_TYPES.map((type) => (
                <HStack as="label" key={type} gap="2" cursor="pointer">
                  <input
                    type="checkbox"
                    name="contentTypes"
                    value={type}
                    checked={values.contentTypes.includes(type)}
                    onChange={() => toggleType(type)}
                  />
                  <Text>{type.charAt(0).toUpperCase() + type.slice(1)}</Text>
                </HStack>
              ))}
            </HStack>
          </Box>
          <Box>
            <HStack as="label" gap="2" align="start" cursor="pointer">
              <input
                type="checkbox"
                name="prohibitedItemsDeclared"
                checked={values.prohibitedItemsDeclared}
                onChange={(e) => set('prohibitedItemsDeclared', e.target.checked)}
                aria-invalid={!!errors.prohibitedItemsDeclared}
                aria-describedby="prohibited-error"
                style={{ marginTop: 4 }}
              />
              <Text>
                I declare that nothing in this package is on the{' '}
                <Link asChild color="teal.700" textDecoration="underline">
                  <RouterLink to="/shipping-guidelines" target="_blank">
                    prohibited items list
                  </RouterLink>
                </Link>
                .
              </Text>
            </HStack>
            {errors.prohibitedItemsDeclared && (
              <Text id="prohibited-error" color="fg.error" fontSize="sm" mt="1">
                {errors.prohibitedItemsDeclared}
              </Text>
            )}
          </Box>
        </Stack>

        <Stack as="fieldset" gap="4">
          <Heading as="legend" size="md" mb="2">
            Value and payment
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Currency" error={errors.currency}>
              <CurrencySelect name="currency" value={values.currency} onChange={text('currency')} />
            </FormField>
            <FormField label="Declared value" error={errors.declaredValue} helper="What the contents are worth.">
              <Input
                name="declaredValue"
                inputMode="decimal"
                value={values.declaredValue}
                onChange={text('declaredValue')}
              />
            </FormField>
            <FormField label="Payment to traveler" error={errors.paymentAmount} helper="Held in escrow until delivery.">
              <Input
                name="paymentAmount"
                inputMode="decimal"
                value={values.paymentAmount}
                onChange={text('paymentAmount')}
              />
            </FormField>
          </SimpleGrid>
        </Stack>

        <Stack as="fieldset" gap="4">
          <Heading as="legend" size="md" mb="2">
            Receiver
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Receiver name" error={errors.receiverName}>
              <Input
                name="receiverName"
                autoComplete="off"
                value={values.receiverName}
                onChange={text('receiverName')}
              />
            </FormField>
            <FormField
              label="Receiver phone"
              error={errors.receiverPhone}
              helper="International format, e.g. +2348012345678"
            >
              <Input name="receiverPhone" type="tel" value={values.receiverPhone} onChange={text('receiverPhone')} />
            </FormField>
            <FormField label="Address line 1" error={errors.receiverAddressLine1}>
              <Input
                name="receiverAddressLine1"
                value={values.receiverAddressLine1}
                onChange={text('receiverAddressLine1')}
              />
            </FormField>
            <FormField label="Address line 2" error={errors.receiverAddressLine2} required={false}>
              <Input
                name="receiverAddressLine2"
                value={values.receiverAddressLine2}
                onChange={text('receiverAddressLine2')}
              />
            </FormField>
            <FormField label="Receiver city" error={errors.receiverCity}>
              <Input name="receiverCity" value={values.receiverCity} onChange={text('receiverCity')} />
            </FormField>
            <FormField label="Postal code" error={errors.receiverZipCode} required={false}>
              <Input name="receiverZipCode" value={values.receiverZipCode} onChange={text('receiverZipCode')} />
            </FormField>
          </SimpleGrid>
          <Text fontSize="sm" color={errors.receiverCountry ? 'fg.error' : 'fg.muted'}>
            {errors.receiverCountry ??
              (receiverCountry
                ? `Receiver country: ${receiverCountry} (the destination country).`
                : 'The receiver lives in the destination country.')}
          </Text>
          <FormField label="Notes for the traveler" error={errors.notes} required={false}>
            <Textarea name="notes" rows={2} value={values.notes} onChange={text('notes')} />
          </FormField>
        </Stack>

        {formError && (
          <Text role="alert" color="fg.error" data-testid="form-error">
            {formError}
            {signedOut && (
              <>
                {' '}
                <Link asChild color="teal.700" textDecoration="underline">
                  <RouterLink to={`/auth?return_to=${encodeURIComponent(pathname)}`}>
                    Sign in to list your package
                  </RouterLink>
                </Link>
              </>
            )}
          </Text>
        )}
        <Button type="submit" colorPalette="teal" size="lg" loading={pending} loadingText={loadingText}>
          {submitText}
        </Button>
      </Stack>
    </form>
  );
}
