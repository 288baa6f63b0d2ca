import { Alert, Badge, Button, Container, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { formatMoney, instantDate, statusText } from '@/lib/marketplace-format';
import { useEarningsSeries } from '../api/get-earnings-series';
import { useWallet } from '../api/get-wallet';
import { TRANSACTIONS_PAGE_SIZE, useWalletTransactions } from '../api/get-wallet-transactions';
import type { Currency, WalletBalance } from '../api/types';
import { transactionLabel, transactionSign, withdrawalStatusText } from '../utils/wallet-labels';
import { EarningsChart } from './earnings-chart';
import { SectionCard } from '@/components/ui/section-card';

const CHART_DAYS = 90;
const NOTHING_ID = 'withdraw-unavailable';

function Figure({ label, value, help, testId }: { label: string; value: string; help: string; testId: string }) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="4" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {help}
      </Text>
    </Stack>
  );
}

export function BalanceFigures({ balance, payoutHoldHours }: { balance: WalletBalance; payoutHoldHours: number }) {
  const money = (minor: number) => formatMoney(minor, balance.currency);
  const hold = payoutHoldHours % 24 === 0 ? `${payoutHoldHours / 24}-day` : `${payoutHoldHours}-hour`;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Figure
        label="Available"
        value={money(balance.available)}
        help="You can withdraw this now."
        testId="balance-available"
      />
      <Figure
        label="Pending"
        value={money(balance.pending)}
        help={`Earned on delivery; available after a ${hold} hold.`}
        testId="balance-pending"
      />
      <Figure
        label="Lifetime earnings"
        value={money(balance.lifetimeEarnings)}
        help="Everything you have earned with Oneway."
        testId="balance-lifetime"
      />
    </SimpleGrid>
  );
}

function Transactions({ currency }: { currency: Currency }) {
  const [page, setPage] = useState(1);
  const query = useWalletTransactions(page, currency);
  if (query.isPending) return <PageSpinner />;
  if (query.error) return <QueryError title="We couldn't load your transactions." error={query.error} />;
  if (query.data.items.length === 0)
    return (
      <Text color="fg.muted">No transactions yet. Earnings appear here when a package you carried is delivered.</Text>
    );
  return (
    <Stack gap="2">
      <Table.Root size="sm" data-testid="wallet-transactions">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {query.data.items.map((t) => (
            <Table.Row key={t.id}>
              <Table.Cell>{instantDate(t.createdAt)}</Table.Cell>
              <Table.Cell>{transactionLabel(t.type)}</Table.Cell>
              <Table.Cell>{statusText(t.status)}</Table.Cell>
              <Table.Cell textAlign="end">
                {(transactionSign(t.type) < 0 ? '−' : '') + formatMoney(t.amount, t.currency)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Pager
        page={page}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        total={query.data.total}
        onPage={setPage}
        label="Transactions"
      />
    </Stack>
  );
}

function Chart({ currency }: { currency: Currency }) {
  const query = useEarningsSeries(currency, CHART_DAYS);
  if (query.isPending) return <PageSpinner />;
  if (query.error) return <QueryError title="We couldn't load your earnings chart." error={query.error} />;
  return <EarningsChart series={query.data} days={CHART_DAYS} />;
}

/** /earnings: the traveler's wallet (read from the payments ledger), earnings over time and history. */
export function EarningsPage() {
  const query = useWallet();
  const [chosen, setChosen] = useState<Currency | null>(null);
  const balances = query.data?.balances ?? [];
  // Opens on a currency that holds money now (available, then pending), not the first by name.
  const opening = [...balances].sort((a, b) => b.available - a.available || b.pending - a.pending)[0];
  const currency: Currency = chosen ?? opening?.currency ?? 'USD';
  const balance = balances.find((b) => b.currency === currency) ?? {
    currency,
    available: 0,
    pending: 0,
    lifetimeEarnings: 0,
  };
  const inFlight = query.data?.inFlightWithdrawal ?? null;
  const canWithdraw = balance.available > 0;
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Earnings"
        description="Your Oneway wallet: available and pending balance, earnings and transactions."
        path="/earnings"
        noIndex
      />
      <Stack gap="6">
        <Stack gap="1">
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Heading as="h1" size="2xl">
              Earnings
            </Heading>
            <HStack gap="3">
              {balances.length > 1 && (
                <SelectField
                  size="sm"
                  width="auto"
                  aria-label="Currency"
                  value={currency}
                  onChange={(e) => setChosen(e.target.value as Currency)}
                  options={balances.map((b) => ({ value: b.currency, label: b.currency }))}
                />
              )}
              {canWithdraw ? (
                <Button asChild colorPalette="teal">
                  <RouterLink to={`/withdraw?currency=${currency}`}>Withdraw</RouterLink>
                </Button>
              ) : (
                <Button colorPalette="teal" disabled aria-describedby={query.data ? NOTHING_ID : undefined}>
                  Withdraw
                </Button>
              )}
            </HStack>
          </HStack>
          {query.data && !canWithdraw && (
            <Text id={NOTHING_ID} fontSize="sm" color="fg.muted" textAlign={{ base: 'start', sm: 'end' }}>
              Nothing available to withdraw in {currency} yet.
            </Text>
          )}
        </Stack>
        {query.isPending ? (
          <PageSpinner />
        ) : query.error ? (
          <QueryError title="We couldn't load your wallet." error={query.error} />
        ) : (
          <>
            <BalanceFigures balance={balance} payoutHoldHours={query.data.payoutHoldHours} />
            {inFlight && (
              <Alert.Root status="info" data-testid="withdrawal-in-flight">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    Withdrawal of {formatMoney(inFlight.amount, inFlight.currency)}:{' '}
                    {withdrawalStatusText(inFlight.status)}
                  </Alert.Title>
                </Alert.Content>
                <Badge alignSelf="center">{statusText(inFlight.status)}</Badge>
              </Alert.Root>
            )}
          </>
        )}
        <SectionCard idPrefix="earnings" title="Earnings over time">
          <Chart currency={currency} />
        </SectionCard>
        <SectionCard idPrefix="earnings" title="Transactions">
          <Transactions key={currency} currency={currency} />
        </SectionCard>
      </Stack>
    </Container>
  );
}
