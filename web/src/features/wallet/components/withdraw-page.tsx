import { Alert, Badge, Button, Card, Container, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { formatMoney, instantDate } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { usePayoutMethods } from '../api/get-payout-methods';
import { useWallet } from '../api/get-wallet';
import { useWithdrawals } from '../api/get-withdrawals';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import type { Currency, PayoutMethod, Wallet } from '../api/types';
import { withdrawalStatusText } from '../utils/wallet-labels';
import { withdrawAmountProblem } from '../utils/withdraw-form';

const methodText = (m: PayoutMethod) =>
  `Bank account •••• ${m.details.last4}${m.details.holderName ? `, ${m.details.holderName}` : ''}${m.details.currency ? ` (${m.details.currency})` : ''}`;

function WithdrawForm({ wallet, methods }: { wallet: Wallet; methods: PayoutMethod[] }) {
  const withdraw = useRequestWithdrawal();
  const [params] = useSearchParams();
  const withFunds = wallet.balances.filter((b) => b.available > 0);
  // Opens on the currency chosen on /earnings when it holds money.
  const asked = withFunds.find((b) => b.currency === params.get('currency'));
  const [currency, setCurrency] = useState<Currency>(
    asked?.currency ?? withFunds[0]?.currency ?? wallet.balances[0]?.currency ?? 'USD',
  );
  const available = wallet.balances.find((b) => b.currency === currency)?.available ?? 0;
  const usable = methods.filter((m) => !m.details.currency || m.details.currency === currency);
  const [methodId, setMethodId] = useState('');
  const chosenMethod = usable.find((m) => m.id === methodId) ?? usable.find((m) => m.isDefault) ?? usable[0];
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; method?: string }>({});

  if (wallet.inFlightWithdrawal) return null;
  if (withFunds.length === 0)
    return (
      <Text color="fg.muted">
        You have no available balance to withdraw yet. Earnings become available after the payout hold.
      </Text>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = withdrawAmountProblem(amountText, available);
    const found = {
      amount: 'problem' in checked ? checked.problem : undefined,
      method: chosenMethod ? undefined : 'Add a bank account for this currency first',
    };
    setErrors(found);
    if (!('amount' in checked) || !chosenMethod) return;
    withdraw.mutate(
      { withdrawalId: crypto.randomUUID(), amount: checked.amount, currency, payoutMethodId: chosenMethod.id },
      {
        onSuccess: () => {
          setAmountText('');
          notify({
            title: 'Withdrawal requested',
            description: 'We will let you know when it is paid.',
            type: 'success',
          });
        },
        onError: (error) => notify({ title: 'Could not withdraw', description: error.message, type: 'error' }),
      },
    );
  };
  return (
    <form aria-label="Withdraw" noValidate onSubmit={submit}>
      <Stack gap="4">
        {withFunds.length > 1 && (
          <FormField label="Currency">
            <SelectField
              name="currency"
              value={currency}
              onChange={(e) => setCurrency(e.target.value as Currency)}
              options={withFunds.map((b) => ({ value: b.currency, label: b.currency }))}
            />
          </FormField>
        )}
        <Text data-testid="withdraw-available">Available to withdraw: {formatMoney(available, currency)}</Text>
        <FormField
          label={`Amount (${currency})`}
          error={errors.amount}
          helper={`Up to ${formatMoney(available, currency)}`}
        >
          <HStack>
            <Input
              name="amount"
              inputMode="decimal"
              placeholder="0.00"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
            />
            <Button variant="outline" onClick={() => setAmountText((available / 100).toFixed(2))}>
              Max
            </Button>
          </HStack>
        </FormField>
        {usable.length > 0 ? (
          <FormField label="Payout method" error={errors.method}>
            <SelectField
              name="payoutMethod"
              value={chosenMethod?.id ?? ''}
              onChange={(e) => setMethodId(e.target.value)}
              options={usable.map((m) => ({ value: m.id, label: methodText(m) }))}
            />
          </FormField>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>No bank account for {currency}</Alert.Title>
              <Alert.Description>Add a bank account to withdraw to.</Alert.Description>
            </Alert.Content>
            <Button asChild size="sm" variant="outline" alignSelf="center">
              <RouterLink to="/payment-methods">Add a bank account</RouterLink>
            </Button>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="teal"
          loading={withdraw.isPending}
          disabled={usable.length === 0}
          alignSelf="start"
        >
          Withdraw
        </Button>
      </Stack>
    </form>
  );
}

function Withdrawals({ poll }: { poll: boolean }) {
  const query = useWithdrawals(1, { poll });
  if (query.isPending) return <PageSpinner />;
  if (query.error) return <QueryError title="We couldn't load your withdrawals." error={query.error} />;
  if (query.data.items.length === 0) return <Text color="fg.muted">No withdrawals yet.</Text>;
  return (
    <Table.Root size="sm" data-testid="withdrawals">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Date</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {query.data.items.map((w) => (
          <Table.Row key={w.id}>
            <Table.Cell>{instantDate(w.createdAt)}</Table.Cell>
            <Table.Cell>
              {withdrawalStatusText(w.status)}
              {w.failureReason ? ` (${w.failureReason})` : ''}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(w.amount, w.currency)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** /withdraw: up to the available balance, to a saved bank account; one withdrawal in flight at a time. */
export function WithdrawPage() {
  const wallet = useWallet();
  const methods = usePayoutMethods();
  const inFlight = wallet.data?.inFlightWithdrawal ?? null;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Withdraw"
        description="Move your available balance to your bank account."
        path="/withdraw"
        noIndex
      />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Withdraw
        </Heading>
        <Card.Root>
          <Card.Body gap="4">
            {wallet.isPending || methods.isPending ? (
              <PageSpinner />
            ) : wallet.error || methods.error ? (
              <QueryError title="We couldn't load your wallet." error={wallet.error ?? methods.error} />
            ) : (
              <>
                {inFlight && (
                  <Alert.Root status="info" data-testid="withdrawal-in-flight">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>
                        Withdrawal of {formatMoney(inFlight.amount, inFlight.currency)}:{' '}
                        {withdrawalStatusText(inFlight.status)}
                      </Alert.Title>
                      <Alert.Description>
                        One withdrawal at a time: you can request another when this one is paid.
                      </Alert.Description>
                    </Alert.Content>
                    <Badge alignSelf="center">{inFlight.status}</Badge>
                  </Alert.Root>
                )}
                <WithdrawForm wallet={wallet.data!} methods={methods.data ?? []} />
              </>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="withdrawals-heading">
          <Card.Body gap="4">
            <Heading as="h2" size="lg" id="withdrawals-heading">
              Your withdrawals
            </Heading>
            <Withdrawals poll={!!inFlight} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
