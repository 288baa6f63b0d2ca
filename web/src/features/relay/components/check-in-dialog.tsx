import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PhotoPicker, type PickedPhoto } from '@/components/ui/photo-picker';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-error';
import { useClientId } from '@/lib/client-id';
import { notify } from '@/lib/toaster';
import { useCheckInPackage } from '../api/check-in-package';
import { MAX_CHECK_IN_PHOTOS, uploadRelayPhotos } from '../api/relay-photos';
import type { PackageCondition } from '../api/types';
import { CONDITION_LABEL, RELAY_TEXT } from '../utils/relay-texts';
import { RelayDialog } from './relay-dialog';

const EMPTY = {
  trackingCode: '',
  condition: 'good' as PackageCondition,
  conditionNotes: '',
  expectedPickupDate: '',
  handoffInstructions: '',
  emergencyContact: '',
  estimatedStorageDays: '7',
};

/**
 * Spec §2 'Check In Package': tracking code and condition notes, plus the storage details staff
 * record and up to five intake/condition photos (uploaded as they are chosen).
 */
export function CheckInDialog({ pointId, open, onClose }: { pointId: string; open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const requestId = useClientId();
  const checkIn = useCheckInPackage();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.trackingCode.trim()) {
      setErrors({ trackingCode: RELAY_TEXT.trackingRequired.description });
      notify({ type: 'error', ...RELAY_TEXT.trackingRequired });
      return;
    }
    setErrors({});
    const request = {
      pointId,
      ...form,
      estimatedStorageDays: Number(form.estimatedStorageDays),
      photos: photos.map((p) => p.id),
    };
    checkIn.mutate(
      { ...request, requestId: requestId.current(request) },
      {
        onSuccess: (pkg) => {
          requestId.renew();
          setForm(EMPTY);
          setPhotos([]);
          notify({ type: 'success', title: RELAY_TEXT.checkedIn, description: pkg.trackingNumber });
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError) {
            setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
            notify({ type: 'error', title: err.detail });
          } else notify({ type: 'error', title: 'Request failed' });
        },
      },
    );
  };

  return (
    <RelayDialog
      open={open}
      onClose={onClose}
      title="Check In Package"
      footer={
        <Button
          type="submit"
          form="check-in-form"
          colorPalette="teal"
          loading={checkIn.isPending}
          w={{ base: 'full', md: 'auto' }}
        >
          Check In Package
        </Button>
      }
    >
      <form id="check-in-form" onSubmit={submit} noValidate aria-label="Check in package">
        <Stack gap="4">
          <FormField label="Tracking code" error={errors.trackingCode}>
            <Input
              name="trackingCode"
              value={form.trackingCode}
              onChange={set('trackingCode')}
              placeholder="Scan or type, e.g. OW7K2M9QX4TB"
              autoFocus
              autoCapitalize="characters"
              fontFamily="mono"
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Condition" error={errors.condition}>
              <SelectField
                name="condition"
                value={form.condition}
                onChange={set('condition')}
                options={Object.entries(CONDITION_LABEL).map(([value, label]) => ({ value, label }))}
              />
            </FormField>
            <FormField label="Estimated storage days" error={errors.estimatedStorageDays} required={false}>
              <Input
                name="estimatedStorageDays"
                type="number"
                min={1}
                max={60}
                value={form.estimatedStorageDays}
                onChange={set('estimatedStorageDays')}
              />
            </FormField>
          </SimpleGrid>
          <FormField label="Condition notes" error={errors.conditionNotes} required={false}>
            <Textarea name="conditionNotes" value={form.conditionNotes} onChange={set('conditionNotes')} rows={2} />
          </FormField>
          <PhotoPicker
            label="Condition photos"
            value={photos}
            onChange={setPhotos}
            upload={(files) => uploadRelayPhotos(pointId, files)}
            max={MAX_CHECK_IN_PHOTOS}
            error={errors.photos}
          />
          <FormField label="Expected pickup date" error={errors.expectedPickupDate} required={false}>
            <Input
              name="expectedPickupDate"
              type="date"
              value={form.expectedPickupDate}
              onChange={set('expectedPickupDate')}
            />
          </FormField>
          <FormField label="Handoff instructions" error={errors.handoffInstructions} required={false}>
            <Textarea
              name="handoffInstructions"
              value={form.handoffInstructions}
              onChange={set('handoffInstructions')}
              rows={2}
            />
          </FormField>
          <FormField label="Emergency contact" error={errors.emergencyContact} required={false}>
            <Input name="emergencyContact" value={form.emergencyContact} onChange={set('emergencyContact')} />
          </FormField>
        </Stack>
      </form>
    </RelayDialog>
  );
}
