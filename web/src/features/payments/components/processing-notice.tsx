import { Alert, Spinner } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { usePayment } from '../api/get-payment';

/** A charge the provider has not settled yet: poll the payment until its webhook lands. */
export function ProcessingNotice({
  shipmentId,
  onSettled,
}: {
  shipmentId: string;
  onSettled: (held: boolean, declineCode: string | null) => void;
}) {
  const payment = usePayment(shipmentId, { poll: true });
  const data = payment.data;
  const settled = useRef(false);
  useEffect(() => {
    if (!data || settled.current) return;
    if (data.status !== 'pending') settled.current = true;
    else if (data.lastDeclineCode && !data.awaitingAuthentication) settled.current = true;
    if (settled.current) onSettled(data.status !== 'pending', data.lastDeclineCode);
  }, [data, onSettled]);
  return (
    <Alert.Root status="info" role="status" data-testid="payment-processing">
      <Spinner size="sm" />
      <Alert.Content>
        <Alert.Title>Your payment is being processed</Alert.Title>
        <Alert.Description>This usually takes a few seconds. Keep this page open.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
