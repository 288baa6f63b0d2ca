import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { HANDOFF_CODE_LENGTH } from '@/config/marketplace';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useArriveWithShipment } from '../api/arrive-with-shipment';
import { useDeliverShipment } from '../api/deliver-shipment';
import { useDepartWithShipment } from '../api/depart-with-shipment';
import type { CarriedShipment } from '../api/types';

/**
 * The traveler's next step for a package on this trip, as the server offers it (the view's
 * allowedActions): in transit, arrived, then the delivery code.
 */
export function CarriedShipmentActions({
  shipment,
}: {
  shipment: Pick<CarriedShipment, 'id' | 'trackingNumber' | 'allowedActions'>;
}) {
  const { id: shipmentId, trackingNumber } = shipment;
  const offers = (action: CarriedShipment['allowedActions'][number]) => shipment.allowedActions.includes(action);
  const depart = useDepartWithShipment();
  const arrive = useArriveWithShipment();
  const deliver = useDeliverShipment();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fail = (e: Error) => notify({ title: 'Could not update the shipment', description: e.message, type: 'error' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code');
    setError(undefined);
    deliver.mutate(
      { shipmentId, code },
      {
        onSuccess: () =>
          notify({ title: 'Delivered', description: 'Thank you for carrying this package.', type: 'success' }),
        onError: (e) =>
          setError(
            e instanceof ApiError ? (e.fieldErrors.find((f) => f.field === 'code')?.message ?? e.message) : e.message,
          ),
      },
    );
  };
  return (
    <>
      {offers('mark_in_transit') && (
        <Button
          size="sm"
          colorPalette="teal"
          alignSelf="start"
          loading={depart.isPending}
          onClick={() => depart.mutate({ shipmentId }, { onError: fail })}
        >
          I'm on my way (in transit)
        </Button>
      )}
      {offers('mark_arrived') && (
        <Button
          size="sm"
          colorPalette="teal"
          alignSelf="start"
          loading={arrive.isPending}
          onClick={() => arrive.mutate({ shipmentId }, { onError: fail })}
        >
          I've arrived
        </Button>
      )}
      {offers('confirm_delivery') && (
        <form onSubmit={submit} noValidate aria-label={`Delivery code for ${trackingNumber}`}>
          <FormField label="Receiver's delivery code" error={error}>
            <HStack w="full">
              <Input
                name="code"
                inputMode="numeric"
                maxLength={HANDOFF_CODE_LENGTH}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                maxW="40"
              />
              <Button type="submit" size="sm" colorPalette="teal" loading={deliver.isPending}>
                Confirm delivery
              </Button>
            </HStack>
          </FormField>
        </form>
      )}
    </>
  );
}
