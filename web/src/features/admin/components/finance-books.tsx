import { Badge, Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { WideTable } from '@/components/ui/wide-table';
import { useAuthUser } from '@/lib/auth-user';
import { dateTime, formatMoney } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { mayDo } from '@/types/user';
import { useReconciliations, useRunReconciliation, useTrialBalance } from '../api/finance';
import { CsvButton } from './csv-button';

/** Debits equal credits per currency, and the accounts behind them. */
export function FinanceTrialBalance() {
  const q = useTrialBalance();
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          Trial balance
        </Heading>
        <CsvButton path="/api/admin/finance/trial-balance" filename="trial-balance.csv" />
      </HStack>
      {q.isPending ? (
        <PageSpinner label="Loading the ledger..." />
      ) : q.isError ? (
        <QueryError title="Could not load the trial balance" error={q.error} />
      ) : q.data.currencies.length === 0 ? (
        <EmptyStateCard title="No ledger entries yet" text="Entries appear with the first payment." />
      ) : (
        <WideTable label="Trial balance">
          <Table.Root size="sm" data-testid="trial-balance">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Currency</Table.ColumnHeader>
                <Table.ColumnHeader>Debits</Table.ColumnHeader>
                <Table.ColumnHeader>Credits</Table.ColumnHeader>
                <Table.ColumnHeader>Balanced</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {q.data.currencies.map((c) => (
                <Table.Row key={c.currency} data-testid={`trial-balance-${c.currency}`}>
                  <Table.Cell>{c.currency}</Table.Cell>
                  <Table.Cell>{formatMoney(c.debits, c.currency)}</Table.Cell>
                  <Table.Cell>{formatMoney(c.credits, c.currency)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={c.balanced ? 'green' : 'red'}>
                      {c.balanced ? 'Balanced' : 'Out of balance'}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </WideTable>
      )}
    </Stack>
  );
}

/** The daily reconciliation of the ledger with the card provider, and a run on demand. */
export function FinanceReconciliation() {
  const { data: me } = useAuthUser();
  const q = useReconciliations();
  const run = useRunReconciliation();
  const latest = q.data?.runs[0];
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          Reconciliation
        </Heading>
        {mayDo(me, 'finance.reconcile') && (
          <Button
            size="xs"
            colorPalette="teal"
            loading={run.isPending}
            onClick={() =>
              run.mutate(undefined, {
                onSuccess: (r) =>
                  notify({
                    title: r.mismatches.length
                      ? `${r.mismatches.length} mismatches found`
                      : 'Ledger and provider agree',
                    type: r.mismatches.length ? 'warning' : 'success',
                  }),
                onError: (e) => notify({ title: 'Could not reconcile', description: e.message, type: 'error' }),
              })
            }
          >
            Run now
          </Button>
        )}
      </HStack>
      {q.isPending ? (
        <PageSpinner label="Loading reconciliations..." />
      ) : q.isError ? (
        <QueryError title="Could not load reconciliations" error={q.error} />
      ) : !latest ? (
        <EmptyStateCard title="Not run yet" text="The reconciliation runs every day at 03:00 UTC." />
      ) : (
        <Stack gap="2" data-testid="reconciliation">
          <Text>
            Last run {dateTime(latest.ranAt)} against {latest.provider}: {latest.checked} charges and refunds checked,{' '}
            <strong>{latest.mismatches.length} mismatches</strong>.
          </Text>
          {latest.mismatches.length > 0 && (
            <WideTable label="Mismatches">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Kind</Table.ColumnHeader>
                    <Table.ColumnHeader>Shipment · intent · refund</Table.ColumnHeader>
                    <Table.ColumnHeader>Ledger</Table.ColumnHeader>
                    <Table.ColumnHeader>Provider</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {latest.mismatches.map((m, i) => (
                    <Table.Row key={i} data-testid="mismatch">
                      <Table.Cell>
                        <Badge colorPalette="red">
                          {m.subject} {m.kind.replace(/_/g, ' ')}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell fontSize="xs">
                        {m.shipmentId ?? '—'} · {m.intentId ?? '—'}
                        {m.refundId ? ` · ${m.refundId}` : ''}
                      </Table.Cell>
                      <Table.Cell>{m.ledgerAmount === null ? '—' : formatMoney(m.ledgerAmount, m.currency)}</Table.Cell>
                      <Table.Cell>
                        {m.providerAmount === null ? '—' : formatMoney(m.providerAmount, m.currency)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </WideTable>
          )}
        </Stack>
      )}
    </Stack>
  );
}
