import { Button, Card, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { WideTable } from '@/components/ui/wide-table';
import { counted, dateTime, formatMoney } from '@/lib/marketplace-format';
import { escrowListPath, useEscrowList, useEscrowTotals, type EscrowState } from '../api/finance';
import { CsvButton } from './csv-button';
import { NamedId } from './named-id';

const STATES: EscrowState[] = ['held', 'frozen', 'released', 'refunded', 'pending'];

function EscrowList({ status }: { status: EscrowState }) {
  const [page, setPage] = useState(1);
  const q = useEscrowList(status, page);
  if (q.isPending) return <PageSpinner label="Loading payments..." />;
  if (q.isError) return <QueryError title="Could not load the payments" error={q.error} />;
  if (q.data.items.length === 0)
    return <EmptyStateCard title={`Nothing ${status}`} text="No payment is in this state." />;
  return (
    <Stack gap="2">
      <WideTable label={`Payments ${status}`}>
        <Table.Root size="sm" data-testid={`escrow-list-${status}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Shipment</Table.ColumnHeader>
              <Table.ColumnHeader>Sender</Table.ColumnHeader>
              <Table.ColumnHeader>Traveler</Table.ColumnHeader>
              <Table.ColumnHeader>Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Refunded</Table.ColumnHeader>
              <Table.ColumnHeader>Updated</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {q.data.items.map((i) => (
              <Table.Row key={i.paymentId} data-testid="escrow-row">
                <Table.Cell>
                  <NamedId name={i.trackingNumber} detail={i.route} id={i.shipmentId} />
                </Table.Cell>
                <Table.Cell>
                  <NamedId name={i.senderName} id={i.senderId} />
                </Table.Cell>
                <Table.Cell>{i.travelerId ? <NamedId name={i.travelerName} id={i.travelerId} /> : '—'}</Table.Cell>
                <Table.Cell>{formatMoney(i.amount, i.currency)}</Table.Cell>
                <Table.Cell>{formatMoney(i.refundedAmount, i.currency)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{dateTime(i.updatedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </WideTable>
      <Pager page={page} pageSize={q.data.pageSize} total={q.data.total} onPage={setPage} label="Payments" />
    </Stack>
  );
}

/** Escrow by state: the totals per currency, and the list behind the chosen one. */
export function FinanceEscrow() {
  const totals = useEscrowTotals();
  const [state, setState] = useState<EscrowState>('held');
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          Escrow
        </Heading>
        <CsvButton path={escrowListPath(state)} filename={`escrow-${state}.csv`} />
      </HStack>
      {totals.isPending ? (
        <PageSpinner label="Loading totals..." />
      ) : totals.isError ? (
        <QueryError title="Could not load escrow totals" error={totals.error} />
      ) : (
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
          {STATES.map((s) => {
            const rows = totals.data.totals.filter((t) => t.status === s);
            return (
              <Card.Root
                key={s}
                size="sm"
                variant={s === state ? 'subtle' : 'outline'}
                data-testid={`escrow-total-${s}`}
              >
                <Card.Body gap="1">
                  <Button size="xs" variant="plain" justifyContent="start" px="0" onClick={() => setState(s)}>
                    {s[0]!.toUpperCase() + s.slice(1)}
                  </Button>
                  <Text fontWeight="semibold">
                    {rows.length ? rows.map((r) => formatMoney(r.amount, r.currency)).join(' · ') : '0'}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {counted(
                      rows.reduce((n, r) => n + r.count, 0),
                      'payment',
                    )}
                  </Text>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
      <EscrowList key={state} status={state} />
    </Stack>
  );
}
