import { Badge, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { notify } from '@/lib/toaster';
import { useAddPaymentMethod, type AddPaymentMethodInput } from '../api/add-payment-method';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import type { PaymentMethodView } from '../api/types';
import { AddBankAccountForm } from './add-bank-account-form';
import { AddCardForm } from './add-card-form';
import { SectionCard } from '@/components/ui/section-card';

const AddStripeCardForm = lazy(() => import('./add-stripe-card-form').then((m) => ({ default: m.AddStripeCardForm })));

/**
 * Stripe mode is a build setting here: the payment page learns it from the checkout, but no
 * API tells a screen without a shipment (docs/decisions/web-payments-screens.md). Without a
 * publishable key this is test mode and the test card form posts to the test provider.
 */
const STRIPE_KEY: string | null = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || null;

export function describeMethod(method: PaymentMethodView): string {
  const d = method.details;
  if (method.type === 'bank_account')
    return `Bank account •••• ${d.last4}${d.holderName ? `, ${d.holderName}` : ''}${d.currency ? ` (${d.currency})` : ''}`;
  const expiry =
    d.expMonth && d.expYear ? `, expires ${String(d.expMonth).padStart(2, '0')}/${String(d.expYear).slice(-2)}` : '';
  return `${d.brand ? d.brand.charAt(0).toUpperCase() + d.brand.slice(1) : 'Card'} •••• ${d.last4}${expiry}`;
}

function MethodList({ items, empty }: { items: PaymentMethodView[]; empty: string }) {
  const remove = useRemovePaymentMethod();
  const setDefault = useSetDefaultPaymentMethod();
  const fail = (title: string) => (error: Error) => notify({ title, description: error.message, type: 'error' });
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none" data-testid="payment-method-list">
      {items.map((m) => (
        <HStack
          as="li"
          key={m.id}
          justify="space-between"
          gap="3"
          flexWrap="wrap"
          borderWidth="1px"
          borderRadius="md"
          p="3"
        >
          <HStack gap="2">
            <Text>{describeMethod(m)}</Text>
            {m.isDefault && <Badge colorPalette="teal">Default</Badge>}
          </HStack>
          <HStack gap="2">
            {!m.isDefault && (
              <Button
                size="sm"
                variant="outline"
                loading={setDefault.isPending && setDefault.variables === m.id}
                onClick={() => setDefault.mutate(m.id, { onError: fail('Could not change the default') })}
              >
                Make default
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${describeMethod(m)}`}
              loading={remove.isPending && remove.variables === m.id}
              onClick={() => {
                if (!window.confirm(`Remove ${describeMethod(m)}?`)) return;
                remove.mutate(m.id, {
                  onSuccess: () => notify({ title: 'Payment method removed', type: 'info' }),
                  onError: fail('Could not remove the payment method'),
                });
              }}
            >
              Remove
            </Button>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

/** /payment-methods: saved cards (to pay for shipments) and bank accounts (to withdraw earnings). */
export function PaymentMethodsPage() {
  const query = usePaymentMethods();
  const add = useAddPaymentMethod();
  const save = (input: Omit<AddPaymentMethodInput, 'methodId'>, reset?: () => void) =>
    add.mutate(
      { ...input, methodId: crypto.randomUUID() },
      {
        onSuccess: () => {
          reset?.();
          notify({
            title: input.method.kind === 'bank_account' ? 'Bank account saved' : 'Card saved',
            type: 'success',
          });
        },
        onError: (error) =>
          notify({ title: 'Could not save the payment method', description: error.message, type: 'error' }),
      },
    );
  const items = query.data?.items ?? [];
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Payment methods"
        description="Your saved cards and payout bank accounts."
        path="/payment-methods"
        noIndex
      />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Payment methods
        </Heading>
        {query.isPending ? (
          <PageSpinner />
        ) : query.error ? (
          <QueryError title="We couldn't load your payment methods." error={query.error} />
        ) : (
          <>
            <SectionCard idPrefix="methods" title="Cards">
              <MethodList items={items.filter((m) => m.type === 'card')} empty="No saved cards yet." />
            </SectionCard>
            <SectionCard idPrefix="methods" title="Bank accounts for withdrawals">
              <MethodList
                items={items.filter((m) => m.type === 'bank_account')}
                empty="No bank accounts yet. Add one to withdraw your earnings."
              />
            </SectionCard>
          </>
        )}
        <SectionCard idPrefix="methods" title="Add a card">
          {STRIPE_KEY ? (
            <Suspense fallback={<PageSpinner />}>
              <AddStripeCardForm
                publishableKey={STRIPE_KEY}
                pending={add.isPending}
                onPaymentMethod={(ref) => save({ makeDefault: true, method: { kind: 'provider_ref', ref } })}
                onError={(message) => notify({ title: 'Could not save the card', description: message, type: 'error' })}
              />
            </Suspense>
          ) : (
            <AddCardForm
              pending={add.isPending}
              onSubmit={(card, makeDefault, reset) => save({ makeDefault, method: { kind: 'test_card', card } }, reset)}
            />
          )}
        </SectionCard>
        <SectionCard idPrefix="methods" title="Add a bank account">
          <AddBankAccountForm
            stripeMode={!!STRIPE_KEY}
            pending={add.isPending}
            onSubmit={(input, reset) => save({ makeDefault: true, method: { kind: 'bank_account', ...input } }, reset)}
          />
        </SectionCard>
      </Stack>
    </Container>
  );
}
