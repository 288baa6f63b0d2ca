import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentPage } from '@/components/ui/content-page';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useTracking } from '../api/get-tracking';
import { normalizeTrackingNumber, trackingNumberProblem } from '../utils/tracking-number';
import { TrackingResult } from './tracking-result';

/** /track: public lookup by tracking number; the number lives in the URL so it can be shared. */
export function TrackPage() {
  const [params, setParams] = useSearchParams();
  const current = params.get('number');
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const tracking = useTracking(current);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizeTrackingNumber(value);
    const problem = trackingNumberProblem(number);
    setError(problem ?? undefined);
    if (!problem) setParams({ number });
  };

  return (
    <ContentPage
      title="Track a package"
      lead="Enter the tracking number from your shipment e-mail to see where the package is. Senders and travelers also see every update in their account."
      path="/track"
    >
      <form onSubmit={onSubmit} noValidate aria-label="Track a package">
        <Stack gap="3">
          <FormField label="Tracking number" error={error}>
            <HStack w="full" align="start">
              <Input
                name="trackingNumber"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                placeholder="e.g. OW7K2M9QX4TB"
                autoComplete="off"
              />
              <Button type="submit" colorPalette="teal">
                Track
              </Button>
            </HStack>
          </FormField>
        </Stack>
      </form>
      {current &&
        (tracking.isLoading ? (
          <PageSpinner label="Looking up your package..." />
        ) : (
          <TrackingResult number={current} data={tracking.data} error={tracking.error} />
        ))}
    </ContentPage>
  );
}
