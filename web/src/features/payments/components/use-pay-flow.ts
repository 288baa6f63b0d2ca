import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useChargeShipment } from '../api/charge-shipment';
import { useCompleteAuthentication } from '../api/complete-authentication';
import type { ChargeMethod, ChargeResult } from '../api/types';
import { newIdempotencyKey } from '../utils/idempotency-key';

export type PayPhase =
  { kind: 'form' } | { kind: 'authenticate'; clientSecret: string | null } | { kind: 'processing' };

export const successPath = (shipmentId: string) => `/payment-success?shipment=${encodeURIComponent(shipmentId)}`;

/**
 * One payment attempt from the browser's side: charge → (3-D Secure → complete) → success,
 * a decline (spec §8 code), or `processing` until the provider's webhook settles it. The
 * browser only reports the server's answer; it never decides that money moved.
 */
export function usePayFlow(shipmentId: string, insured: boolean, resumeAuthentication = false) {
  const navigate = useNavigate();
  const charge = useChargeShipment();
  const authenticate = useCompleteAuthentication();
  const [phase, setPhase] = useState<PayPhase | null>(null);
  /** undefined: nothing to show; null: a decline without a code (the default message). */
  const [declineCode, setDeclineCode] = useState<string | null | undefined>(undefined);
  const [requestError, setRequestError] = useState<Error | null>(null);

  const onResult = (result: ChargeResult) => {
    switch (result.outcome) {
      case 'succeeded':
        setDeclineCode(undefined);
        navigate(successPath(shipmentId));
        return;
      case 'requires_action':
        // Spec §8: authentication_required sends the sender to the authentication form.
        setDeclineCode('authentication_required');
        setPhase({ kind: 'authenticate', clientSecret: result.nextAction?.clientSecret ?? null });
        return;
      case 'declined':
        setPhase({ kind: 'form' });
        setDeclineCode(result.decline?.code ?? result.payment.lastDeclineCode ?? null);
        return;
      case 'processing':
        setDeclineCode(undefined);
        setPhase({ kind: 'processing' });
    }
  };
  const onError = (error: Error) => setRequestError(error);

  return {
    phase:
      phase ??
      (resumeAuthentication ? ({ kind: 'authenticate', clientSecret: null } as const) : ({ kind: 'form' } as const)),
    declineCode,
    requestError,
    pending: charge.isPending || authenticate.isPending,
    showDecline: (code: string | null) => setDeclineCode(code),
    pay: (method: ChargeMethod) => {
      setRequestError(null);
      setDeclineCode(undefined);
      charge.mutate(
        { shipmentId, method, insured, idempotencyKey: newIdempotencyKey() },
        { onSuccess: onResult, onError },
      );
    },
    completeAuthentication: (outcome: 'approve' | 'fail') => {
      setRequestError(null);
      authenticate.mutate({ shipmentId, outcome }, { onSuccess: onResult, onError });
    },
    /** The provider settled a `processing` charge (seen by polling the payment). */
    settled: (held: boolean, declineCode: string | null) => {
      if (held) navigate(successPath(shipmentId));
      else {
        setPhase({ kind: 'form' });
        setDeclineCode(declineCode);
      }
    },
  };
}
