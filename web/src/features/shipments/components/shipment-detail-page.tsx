import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EditInPlace } from '@/components/ui/edit-in-place';
import { DetailQueryPage } from '@/components/ui/detail-query-page';
import { DetailRows } from '@/components/ui/detail-rows';
import { RouteDetailLayout } from '@/components/ui/route-detail-layout';
import { SectionCard } from '@/components/ui/section-card';
import { calendarDate, formatMoney, formatWeight, statusText } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { viewerId } from '@/lib/viewer';
import { ShipmentReviews } from '@/components/reviews/shipment-reviews';
import { useCancelShipment } from '../api/cancel-shipment';
import { useConfirmDelivery } from '../api/confirm-delivery';
import { useConfirmPickup } from '../api/confirm-pickup';
import { useShipment } from '../api/get-shipment';
import { useGiveUpShipment } from '../api/give-up-shipment';
import { useMarkArrived } from '../api/mark-arrived';
import { useMarkInTransit } from '../api/mark-in-transit';
import { useUpdateShipment } from '../api/update-shipment';
import type { ShipmentView } from '../api/types';
import { formValuesFromShipment } from '../utils/shipment-form';
import { mayDo } from '../utils/shipment-rules';
import { HandoffCode } from './handoff-code';
import { ConfirmDeliveryForm, ConfirmPickupForm } from './handoff-code-forms';
import { ShipmentForm } from './shipment-form';
import { ShipmentInterests } from './shipment-interests';
import { ShipmentPhotos } from './shipment-photos';
import { ShipmentRelayStays } from './shipment-relay-stays';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { ShipmentTimeline } from './shipment-timeline';

/** What the page says when a party has nothing left to do. */
function closedText(status: ShipmentView['status']): string {
  if (status === 'delivered' || status === 'completed') return 'Delivered. Nothing left to do on this shipment.';
  if (status === 'cancelled') return 'This shipment was cancelled.';
  if (status === 'disputed') return 'A claim is open on this shipment; our team will contact you.';
  return 'The traveler has the package. Follow each step in the timeline below.';
}

function SenderActions({ shipment }: { shipment: ShipmentView }) {
  const cancel = useCancelShipment();
  const pickup = useConfirmPickup();
  const closed = !mayDo(shipment, 'cancel') && !shipment.deliveryCode;
  return (
    <Stack gap="4">
      {closed && <Text color="fg.muted">{closedText(shipment.status)}</Text>}
      {mayDo(shipment, 'pay') && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Payment not held yet</Alert.Title>
            <Alert.Description>
              Pay for the shipment so you can accept a traveler. Your money is held in escrow until delivery.
            </Alert.Description>
          </Alert.Content>
          <Button asChild colorPalette="teal" size="sm" alignSelf="center">
            <RouterLink to={`/payment/${shipment.id}`}>Pay now</RouterLink>
          </Button>
        </Alert.Root>
      )}
      {shipment.escrowStatus === 'held' && <Text color="fg.muted">Your payment is held in escrow until delivery.</Text>}
      {shipment.deliveryCode && (
        <HandoffCode
          label="Delivery code"
          code={shipment.deliveryCode}
          hint="Give this code to the receiver. The traveler enters it when the package is delivered. Do not share it with anyone else."
        />
      )}
      {mayDo(shipment, 'confirm_pickup') && <ConfirmPickupForm shipmentId={shipment.id} pickup={pickup} />}
      {mayDo(shipment, 'cancel') && (
        <Box>
          <Button
            variant="outline"
            colorPalette="red"
            loading={cancel.isPending}
            onClick={() => {
              if (!window.confirm('Cancel this shipment? Any payment held in escrow is refunded.')) return;
              cancel.mutate(
                { shipmentId: shipment.id },
                {
                  onSuccess: () => notify({ title: 'Shipment cancelled', type: 'info' }),
                  onError: (error) =>
                    notify({ title: 'Could not cancel the shipment', description: error.message, type: 'error' }),
                },
              );
            }}
          >
            Cancel shipment
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function TravelerActions({ shipment }: { shipment: ShipmentView }) {
  const inTransit = useMarkInTransit();
  const arrived = useMarkArrived();
  const deliver = useConfirmDelivery();
  const giveUp = useGiveUpShipment();
  const fail = (title: string) => (error: Error) => notify({ title, description: error.message, type: 'error' });
  const idle = !shipment.pickupCode && shipment.allowedActions.length === 0;
  return (
    <Stack gap="4">
      {idle && <Text color="fg.muted">{closedText(shipment.status)}</Text>}
      {shipment.pickupCode && (
        <HandoffCode
          label="Pickup code"
          code={shipment.pickupCode}
          hint="Show this code to the sender when you collect the package; they enter it to confirm the handoff."
        />
      )}
      {mayDo(shipment, 'mark_in_transit') && (
        <Button
          colorPalette="teal"
          alignSelf="start"
          loading={inTransit.isPending}
          onClick={() =>
            inTransit.mutate({ shipmentId: shipment.id }, { onError: fail('Could not update the shipment') })
          }
        >
          I'm on my way (in transit)
        </Button>
      )}
      {mayDo(shipment, 'mark_arrived') && (
        <Button
          colorPalette="teal"
          alignSelf="start"
          loading={arrived.isPending}
          onClick={() =>
            arrived.mutate({ shipmentId: shipment.id }, { onError: fail('Could not update the shipment') })
          }
        >
          I've arrived
        </Button>
      )}
      {mayDo(shipment, 'confirm_delivery') && <ConfirmDeliveryForm shipmentId={shipment.id} deliver={deliver} />}
      {mayDo(shipment, 'give_up') && (
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="start"
          loading={giveUp.isPending}
          onClick={() => {
            if (
              !window.confirm(
                'Give up this shipment? It is listed again for other travelers and recorded in your stats.',
              )
            )
              return;
            giveUp.mutate(
              { shipmentId: shipment.id },
              {
                onSuccess: () => notify({ title: 'You gave up the shipment', type: 'info' }),
                onError: fail('Could not give up the shipment'),
              },
            );
          }}
        >
          I can't carry it any more
        </Button>
      )}
    </Stack>
  );
}

/** The sender edits a pending listing in place (PATCH sends the whole listing again). */
function EditListing({ shipment }: { shipment: ShipmentView }) {
  const update = useUpdateShipment();
  return (
    <EditInPlace title="Edit listing" idPrefix="section">
      {(close) => (
        <ShipmentForm
          initial={formValuesFromShipment(shipment)}
          ariaLabel="Edit listing"
          submitText="Save changes"
          loadingText="Saving..."
          pending={update.isPending}
          onValid={(body, fail) =>
            update.mutate(
              { shipmentId: shipment.id, body },
              {
                onSuccess: () => {
                  notify({ title: 'Listing updated', type: 'success' });
                  close();
                },
                onError: fail,
              },
            )
          }
        />
      )}
    </EditInPlace>
  );
}

/** /shipments/:id: status, details, handoff codes for the right party, actions, interests and the timeline. */
export function ShipmentDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailQueryPage
      query={useShipment(id)}
      errorTitle="We couldn't load this shipment."
      backTo="/shipments"
      backText="Back to My Shipments"
    >
      {(shipment) => <ShipmentDetail shipment={shipment} />}
    </DetailQueryPage>
  );
}

function ShipmentDetail({ shipment }: { shipment: ShipmentView }) {
  const me = viewerId();
  const isSender = me !== null && me === shipment.senderId;
  const isTraveler = me !== null && me === shipment.travelerId;
  const rows: Array<[string, string]> = [
    ['Tracking number', shipment.trackingNumber],
    ['Weight', formatWeight(shipment.weight, shipment.weightUnit)],
    ['Size', statusText(shipment.size)],
    ['Contents', shipment.contents + (shipment.contentTypes.length ? ` (${shipment.contentTypes.join(', ')})` : '')],
    ['Declared value', formatMoney(shipment.declaredValue.amount, shipment.declaredValue.currency)],
    ['Payment', formatMoney(shipment.paymentAmount, shipment.currency)],
    ['Pickup from', calendarDate(shipment.earliestPickupDate)],
    ['Delivery by', calendarDate(shipment.latestDeliveryDate)],
    ['Receiver', `${shipment.receiver.name}, ${shipment.receiver.phone}`],
    [
      'Address',
      [
        shipment.receiver.addressLine1,
        shipment.receiver.addressLine2,
        shipment.receiver.city,
        shipment.receiver.zipCode,
        shipment.receiver.country,
      ]
        .filter(Boolean)
        .join(', '),
    ],
  ];
  if (shipment.notes) rows.push(['Notes', shipment.notes]);

  return (
    <RouteDetailLayout
      title="Shipment details"
      description="Status, traveler, tracking history and delivery codes of one shipment."
      path={`/shipments/${shipment.id}`}
      from={shipment.fromLocation}
      to={shipment.toLocation}
      badge={<ShipmentStatusBadge status={shipment.status} />}
      subtitle={<Text color="fg.muted">Tracking number {shipment.trackingNumber}</Text>}
    >
      {(isSender || isTraveler) && (
        <SectionCard idPrefix="section" title={isSender ? 'Your actions' : 'Your delivery'}>
          {isSender ? <SenderActions shipment={shipment} /> : <TravelerActions shipment={shipment} />}
        </SectionCard>
      )}
      {(isSender || isTraveler) && (
        <HStack gap="3" flexWrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`/support?shipmentId=${shipment.id}`}>Get help with this shipment</RouterLink>
          </Button>
          {isSender && ['picked_up', 'in_transit', 'arrived', 'delivered', 'completed'].includes(shipment.status) && (
            <Button asChild variant="outline" colorPalette="red" size="sm">
              <RouterLink to={`/claims?shipmentId=${shipment.id}`}>File a claim</RouterLink>
            </Button>
          )}
          {shipment.status === 'disputed' && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/claims">See the claim</RouterLink>
            </Button>
          )}
        </HStack>
      )}
      <SectionCard idPrefix="section" title="Details">
        <DetailRows rows={rows} />
        {shipment.travelerId && (
          <Button asChild variant="outline" size="sm" alignSelf="start">
            <RouterLink to={isTraveler ? `/trips/${shipment.tripId}` : `/travelers/${shipment.travelerId}`}>
              {isTraveler ? 'View trip' : 'View traveler profile'}
            </RouterLink>
          </Button>
        )}
      </SectionCard>
      {(isSender || isTraveler) && (
        <SectionCard idPrefix="section" title="Package photos">
          <ShipmentPhotos shipment={shipment} isSender={isSender} />
        </SectionCard>
      )}
      {mayDo(shipment, 'edit') && <EditListing shipment={shipment} />}
      {isSender && shipment.status === 'pending' && (
        <SectionCard idPrefix="section" title="Traveler interests">
          <ShipmentInterests shipment={shipment} />
        </SectionCard>
      )}
      {(isSender || isTraveler) && (shipment.status === 'delivered' || shipment.status === 'completed') && (
        <SectionCard idPrefix="section" title="Reviews">
          <ShipmentReviews shipmentId={shipment.id} otherParty={isSender ? 'traveler' : 'sender'} />
        </SectionCard>
      )}
      {(isSender || isTraveler) && !!(shipment.originRelayPointId || shipment.destinationRelayPointId) && (
        <SectionCard idPrefix="section" title="Relay points">
          <ShipmentRelayStays shipmentId={shipment.id} usesRelay />
        </SectionCard>
      )}
      <SectionCard idPrefix="section" title="Tracking timeline">
        <ShipmentTimeline shipmentId={shipment.id} />
      </SectionCard>
    </RouteDetailLayout>
  );
}
