import { Button, Stack } from '@chakra-ui/react';
import { api } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-user';
import { notify } from '@/lib/toaster';
import { mayDo } from '@/types/user';
import { AdminPage } from '@/components/admin/admin-page';
import { FinanceReconciliation, FinanceTrialBalance } from './finance-books';
import { FinanceEscrow } from './finance-escrow';
import { FinancePayouts } from './finance-payouts';

/** Bull Board opens with a ticket cookie the gateway issues to an admin (decision gateway-queue-board). */
async function openQueueBoard() {
  await api.post('/api/admin/queues/session', {});
  window.open('/ops/queues', '_blank', 'noopener');
}

export function AdminFinancePage() {
  const { data: me } = useAuthUser();
  return (
    <AdminPage
      action="finance.read"
      title="Finance desk"
      summary="Money held, released, refunded and frozen; payouts; the books."
    >
      {mayDo(me, 'queues.board') && (
        <Button
          size="xs"
          variant="outline"
          alignSelf="start"
          onClick={() =>
            openQueueBoard().catch((e: Error) =>
              notify({ title: 'Could not open the job queues', description: e.message, type: 'error' }),
            )
          }
        >
          Job queues (Bull Board)
        </Button>
      )}
      <Stack gap="8">
        <FinanceEscrow />
        <FinancePayouts />
        <FinanceTrialBalance />
        <FinanceReconciliation />
      </Stack>
    </AdminPage>
  );
}
