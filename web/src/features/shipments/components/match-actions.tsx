import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '@/components/ui/section-card';
import { notify } from '@/lib/toaster';
import { useAcceptInterest, useRejectInterest } from '@/components/interests/interest-decisions';
import { useCancelShipment } from '../api/cancel-shipment';
import { useConfirmDelivery } from '../api/confirm-delivery';
import { useConfirmPickup } from '../api/confirm-pickup';
import { useGiveUpShipment } from '../api/give-up-shipment';
import { useMarkArrived } from '../api/mark-arrived';
import { useMarkInTransit } from '../api/mark-in-transit';
import type { MatchView } from '../api/match-types';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { ConfirmDeliveryForm, ConfirmPickupForm } from './handoff-code-forms';

const fail = (title: string) => (error: Error) => notify({ title, description: error.message, type: 'error' });
const ask = (question: string) => window.confirm(question);

/**
 * Exactly the actions the server allows on this match for this side (MatchView.actions), in
 * their own section. Always mounted, even with nothing to offer: a step that ends the last
 * action (a confirmed pickup, a delivery) must still get its toast.
 */
export function MatchActions({ match }: { match: MatchView }) {
  const has = (a: MatchView['actions'][number]) => match.actions.includes(a);
  const shipmentId = match.shipment.id;
  const accept = useAcceptInterest();
  const reject = useRejectInterest();
  const withdraw = useWithdrawOffer();
  const pickup = useConfirmPickup();
  const inTransit = useMarkInTransit();
  const arrived = useMarkArrived();
  const deliver = useConfirmDelivery();
  const giveUp = useGiveUpShipment();
  const cancel = useCancelShipment();
  const buttons = has('pay') || has('accept') || has('reject') || has('withdraw') || has('mark_in_transit');
  if (!match.actions.some((a) => a !== 'message')) return null;
  return (
    <SectionCard idPrefix="match" title="Your actions">
      <Stack gap="4" data-testid="match-actions">
        {has('confirm_pickup') && <ConfirmPickupForm shipmentId={shipmentId} pickup={pickup} />}
        {has('confirm_delivery') && <ConfirmDeliveryForm shipmentId={shipmentId} deliver={deliver} />}
        {(buttons || has('mark_arrived')) && (
          <HStack gap="3" flexWrap="wrap">
            {has('pay') && (
              <Button asChild colorPalette="teal">
                <RouterLink to={`/payment/${shipmentId}`}>Pay now</RouterLink>
              </Button>
            )}
            {has('accept') && (
              <Button
                colorPalette="teal"
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(match.id, {
                    onSuccess: () => notify({ title: 'Traveler accepted', type: 'success' }),
                    onError: fail('Could not accept the traveler'),
                  })
                }
              >
                Accept
              </Button>
            )}
            {has('reject') && (
              <Button
                variant="outline"
                loading={reject.isPending}
                onClick={() => reject.mutate(match.id, { onError: fail('Could not decline the offer') })}
              >
                Decline
              </Button>
            )}
            {has('withdraw') && (
              <Button
                variant="outline"
                loading={withdraw.isPending}
                onClick={() => {
                  if (!ask('Withdraw your offer to carry this package?')) return;
                  withdraw.mutate(match.id, { onError: fail('Could not withdraw the offer') });
                }}
              >
                Withdraw offer
              </Button>
            )}
            {has('mark_in_transit') && (
              <Button
                colorPalette="teal"
                loading={inTransit.isPending}
                onClick={() => inTransit.mutate({ shipmentId }, { onError: fail('Could not update the shipment') })}
              >
                I'm on my way (in transit)
              </Button>
            )}
            {has('mark_arrived') && (
              <Button
                colorPalette="teal"
                variant="outline"
                loading={arrived.isPending}
                onClick={() => arrived.mutate({ shipmentId }, { onError: fail('Could not update the shipment') })}
              >
                I've arrived
              </Button>
            )}
          </HStack>
        )}
        {has('give_up') && (
          <Button
            variant="outline"
            colorPalette="red"
            alignSelf="start"
            loading={giveUp.isPending}
            onClick={() => {
              if (!ask('Give up this shipment? It is listed again for other travelers and recorded in your stats.'))
                return;
              giveUp.mutate(
                { shipmentId },
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
        {has('cancel') && (
          <Button
            variant="outline"
            colorPalette="red"
            alignSelf="start"
            loading={cancel.isPending}
            onClick={() => {
              if (!ask('Cancel this shipment? Any payment held in escrow is refunded.')) return;
              cancel.mutate(
                { shipmentId },
                {
                  onSuccess: () => notify({ title: 'Shipment cancelled', type: 'info' }),
                  onError: fail('Could not cancel the shipment'),
                },
              );
            }}
          >
            Cancel shipment
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
