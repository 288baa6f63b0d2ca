import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-error';
import { newClientId } from '@/lib/client-id';
import { notify } from '@/lib/toaster';
import { useSaveRelayPoint, type RelayPointForm } from '../api/save-relay-point';
import type { RelayPointAdmin } from '../api/types';
import { RelayDialog } from './relay-dialog';

const COUNTRIES = ['United States', 'United Kingdom', 'Canada', 'Nigeria'];
type Values = Record<keyof RelayPointForm, string>;

const NUMBER_FIELDS: [keyof Values, string][] = [
  ['capacity', 'Enter how many packages the point can hold'],
  ['latitude', 'Enter the latitude (-90 to 90)'],
  ['longitude', 'Enter the longitude (-180 to 180)'],
];

const valuesOf = (p: RelayPointAdmin | null): Values => ({
  name: p?.name ?? '',
  address: p?.address ?? '',
  city: p?.city ?? '',
  country: p?.country ?? 'United Kingdom',
  zipCode: p?.zipCode ?? '',
  latitude: p ? String(p.latitude) : '',
  longitude: p ? String(p.longitude) : '',
  contactName: p?.contactName ?? '',
  contactPhone: p?.contactPhone ?? '',
  operatingHours: p?.operatingHours ?? '',
  notes: p?.notes ?? '',
  capacity: p ? String(p.capacity) : '100',
});

/** Create or edit a relay point: details, contact, hours, capacity and the map position. */
export function RelayPointFormDialog({
  point,
  open,
  onClose,
}: {
  point: RelayPointAdmin | null;
  open: boolean;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(point));
  const [id] = useState(() => point?.id ?? newClientId());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRelayPoint();
  // Editing a field clears its message; the server names what is still wrong on the next save.
  const edit = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const field = (key: keyof Values, label: string, opts: { required?: boolean; type?: string } = {}) => (
    <FormField label={label} error={errors[key]} required={opts.required ?? true}>
      <Input
        name={key}
        type={opts.type ?? 'text'}
        step="any"
        value={values[key]}
        onChange={(e) => edit(key, e.target.value)}
      />
    </FormField>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank number would be sent as 0 (a point off the coast of Africa): name it instead.
    const blank = NUMBER_FIELDS.filter(([key]) => values[key].trim() === '');
    if (blank.length > 0) {
      setErrors(Object.fromEntries(blank));
      notify({ type: 'error', title: 'Check the relay point details' });
      return;
    }
    const form: RelayPointForm = {
      ...values,
      latitude: Number(values.latitude),
      longitude: Number(values.longitude),
      capacity: Number(values.capacity),
    };
    save.mutate(
      { id, isNew: !point, form },
      {
        onSuccess: (saved) => {
          notify({
            type: 'success',
            title: point ? 'Relay point updated' : 'Relay point created',
            description: saved.name,
          });
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
          notify({ type: 'error', title: err instanceof ApiError ? err.detail : 'Request failed' });
        },
      },
    );
  };
  return (
    <RelayDialog
      open={open}
      onClose={onClose}
      title={point ? 'Edit relay point' : 'New relay point'}
      footer={
        <Button type="submit" form="relay-point-form" colorPalette="teal" loading={save.isPending}>
          {point ? 'Save changes' : 'Create relay point'}
        </Button>
      }
    >
      <form id="relay-point-form" onSubmit={submit} noValidate aria-label="Relay point">
        <Stack gap="3">
          {field('name', 'Name')}
          {field('address', 'Address')}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {field('city', 'City')}
            <FormField label="Country" error={errors.country}>
              <SelectField
                name="country"
                value={values.country}
                onChange={(e) => edit('country', e.target.value)}
                options={COUNTRIES.map((c) => ({ value: c, label: c }))}
              />
            </FormField>
            {field('zipCode', 'Zip code', { required: false })}
            {field('capacity', 'Capacity (packages)', { type: 'number' })}
            {field('latitude', 'Latitude', { type: 'number' })}
            {field('longitude', 'Longitude', { type: 'number' })}
            {field('contactName', 'Contact name')}
            {field('contactPhone', 'Contact phone')}
          </SimpleGrid>
          {field('operatingHours', 'Operating hours')}
          <FormField label="Notes" error={errors.notes} required={false}>
            <Textarea name="notes" rows={2} value={values.notes} onChange={(e) => edit('notes', e.target.value)} />
          </FormField>
        </Stack>
      </form>
    </RelayDialog>
  );
}
