import { Stack } from '@chakra-ui/react';
import { QueryError } from '@/components/ui/query-error';
import { DeclineAlert } from './decline-alert';
import { ProcessingNotice } from './processing-notice';
import type { usePayFlow } from './use-pay-flow';

/** What the last attempt came to: a decline (spec §8), a failed request, or a charge still processing. */
export function PayOutcome({ flow, shipmentId }: { flow: ReturnType<typeof usePayFlow>; shipmentId: string }) {
  return (
    <Stack gap="3" aria-live="polite">
      {flow.declineCode !== undefined && <DeclineAlert code={flow.declineCode} />}
      {flow.requestError && <QueryError title="We couldn't take the payment." error={flow.requestError} />}
      {flow.phase.kind === 'processing' && <ProcessingNotice shipmentId={shipmentId} onSettled={flow.settled} />}
    </Stack>
  );
}
