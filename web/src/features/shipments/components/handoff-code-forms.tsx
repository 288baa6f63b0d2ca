import { notify } from '@/lib/toaster';
import type { useConfirmDelivery } from '../api/confirm-delivery';
import type { useConfirmPickup } from '../api/confirm-pickup';
import { CodeEntryForm } from './code-entry-form';

/*
 * The two handoffs confirmed by a code. The caller owns the mutation: a confirmed step removes
 * its form, and the success toast must still show. The button spins only for this shipment
 * (a page may list several).
 */

/** The sender enters the traveler's pickup code when handing the package over. */
export function ConfirmPickupForm({
  shipmentId,
  pickup,
  label = "Traveler's pickup code",
  helper = 'When you hand the package over, ask the traveler for their 6-digit pickup code and enter it here.',
}: {
  shipmentId: string;
  pickup: ReturnType<typeof useConfirmPickup>;
  label?: string;
  helper?: string;
}) {
  return (
    <CodeEntryForm
      label={label}
      helper={helper}
      submitText="Confirm pickup"
      pending={pickup.isPending && pickup.variables?.shipmentId === shipmentId}
      onSubmit={(code, onError) =>
        pickup.mutate(
          { shipmentId, code },
          {
            onSuccess: () =>
              notify({ title: 'Pickup confirmed', description: 'The traveler has your package.', type: 'success' }),
            onError,
          },
        )
      }
    />
  );
}

/** The traveler enters the delivery code the receiver got from the sender. */
export function ConfirmDeliveryForm({
  shipmentId,
  deliver,
}: {
  shipmentId: string;
  deliver: ReturnType<typeof useConfirmDelivery>;
}) {
  return (
    <CodeEntryForm
      label="Receiver's delivery code"
      helper="Ask the receiver for the 6-digit delivery code the sender gave them."
      submitText="Confirm delivery"
      pending={deliver.isPending && deliver.variables?.shipmentId === shipmentId}
      onSubmit={(code, onError) =>
        deliver.mutate(
          { shipmentId, code },
          {
            onSuccess: () =>
              notify({ title: 'Delivered', description: 'Thank you for carrying this package.', type: 'success' }),
            onError,
          },
        )
      }
    />
  );
}
