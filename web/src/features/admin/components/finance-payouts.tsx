import { Button, HStack, Heading, Stack, Table, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { WideTable } from '@/components/ui/wide-table';
import { useAuthUser } from '@/lib/auth-user';
import { dateTime, formatMoney } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { mayDo } from '@/types/user';
import { payoutsPath, usePayoutQueue, useRetryPayout, type PayoutState } from '../api/finance';
import { CsvButton } from './csv-button';
import { NamedId } from './named-id';

const TABS: { value: PayoutState; label: string }[] = [
  { value: 'waiting', label: 'Waiting for the hold' },
  { value: 'in_flight', label: 'In flight' },
  { value: 'failed', label: 'Failed' },
  { value: 'paid', label: 'Paid' },
];

function PayoutList({ state }: { state: PayoutState }) {
  const { data: me } = useAuthUser();
  const [page, setPage] = useState(1);
  const q = usePayoutQueue(state, page);
  const retry = useRetryPayout();
  if (q.isPending) return <PageSpinner label="Loading payouts..." />;
  if (q.isError) return <QueryError title="Could not load the payout queue" error={q.error} />;
  if (q.data.items.length === 0) return <EmptyStateCard title="Nothing here" text="No payout is in this state." />;
  return (
    <Stack gap="2">
      <WideTable label="Payouts">
        <Table.Root size="sm" data-testid={`payouts-${state}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Traveler</Table.ColumnHeader>
              <Table.ColumnHeader>Amount</Table.ColumnHeader>
              <Table.ColumnHeader>{state === 'waiting' ? 'Available at' : 'Reason'}</Table.ColumnHeader>
              <Table.ColumnHeader>Since</Table.ColumnHeader>
              {state === 'in_flight' && <Table.ColumnHeader>Action</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {q.data.items.map((i) => (
              <Table.Row key={i.id}>
                <Table.Cell>
                  <NamedId name={i.userName} id={i.userId} />
                </Table.Cell>
                <Table.Cell>{formatMoney(i.amount, i.currency)}</Table.Cell>
                <Table.Cell>
                  {state === 'waiting' ? (i.availableAt ? dateTime(i.availableAt) : '—') : (i.reason ?? '—')}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{dateTime(i.createdAt)}</Table.Cell>
                {state === 'in_flight' && (
                  <Table.Cell>
                    {mayDo(me, 'finance.payouts.retry') && (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={retry.isPending && retry.variables === i.id}
                        onClick={() =>
                          retry.mutate(i.id, {
                            onSuccess: () => notify({ title: 'Payout handed to the worker again', type: 'success' }),
                            onError: (e) => notify({ title: 'Could not retry', description: e.message, type: 'error' }),
                          })
                        }
                      >
                        Retry
                      </Button>
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </WideTable>
      <Pager page={page} pageSize={q.data.pageSize} total={q.data.total} onPage={setPage} label="Payouts" />
    </Stack>
  );
}

export function FinancePayouts() {
  const [state, setState] = useState<PayoutState>('in_flight');
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          Payout queue
        </Heading>
        <CsvButton path={payoutsPath(state)} filename={`payouts-${state}.csv`} />
      </HStack>
      <Tabs.Root value={state} onValueChange={(e) => setState(e.value as PayoutState)} variant="line" size="sm">
        <Tabs.List flexWrap="wrap">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <PayoutList key={state} state={state} />
    </Stack>
  );
}
