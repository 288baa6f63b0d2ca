import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import type { Currency, PayoutCountry } from '../api/types';

const COUNTRIES: Array<{ code: PayoutCountry; name: string; currency: Currency }> = [
  { code: 'US', name: 'United States', currency: 'USD' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  { code: 'CA', name: 'Canada', currency: 'CAD' },
  { code: 'NG', name: 'Nigeria', currency: 'NGN' },
];

export type BankAccountInput = { account: string; country: PayoutCountry; currency: Currency; holderName: string };

/** A payout destination for withdrawals: test mode takes a test account number, Stripe mode a Connect account id. */
export function AddBankAccountForm({
  stripeMode,
  pending,
  onSubmit,
}: {
  stripeMode: boolean;
  pending: boolean;
  onSubmit: (input: BankAccountInput, reset: () => void) => void;
}) {
  const [account, setAccount] = useState('');
  const [country, setCountry] = useState<PayoutCountry>('US');
  const [holderName, setHolderName] = useState('');
  const [errors, setErrors] = useState<{ account?: string; holderName?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      account: stripeMode
        ? /^acct_\w+$/.test(account.trim())
          ? undefined
          : 'Enter your Stripe account id (acct_…)'
        : /^\d{6,17}$/.test(account.trim())
          ? undefined
          : 'Enter the account number (6 to 17 digits)',
      holderName: holderName.trim() ? undefined : 'Enter the account holder’s name',
    };
    setErrors(found);
    if (found.account || found.holderName) return;
    const currency = COUNTRIES.find((c) => c.code === country)?.currency ?? 'USD';
    onSubmit({ account: account.trim(), country, currency, holderName: holderName.trim() }, () => {
      setAccount('');
      setHolderName('');
    });
  };
  return (
    <form aria-label="Add a bank account" noValidate onSubmit={submit}>
      <Stack gap="4">
        {!stripeMode && (
          <Text fontSize="sm" color="fg.muted">
            Test mode: 000123456789 is paid out; 000222222227 fails with insufficient funds.
          </Text>
        )}
        <FormField label="Account holder" error={errors.holderName}>
          <Input
            name="holderName"
            autoComplete="name"
            value={holderName}
            onChange={(e) => setHolderName(e.target.value)}
          />
        </FormField>
        <FormField label={stripeMode ? 'Stripe account id' : 'Account number'} error={errors.account}>
          <Input name="account" value={account} onChange={(e) => setAccount(e.target.value)} />
        </FormField>
        <FormField label="Country">
          <SelectField
            name="country"
            value={country}
            onChange={(e) => setCountry(e.target.value as PayoutCountry)}
            options={COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (${c.currency})` }))}
          />
        </FormField>
        <Button type="submit" colorPalette="teal" loading={pending} alignSelf="start">
          Save bank account
        </Button>
      </Stack>
    </form>
  );
}
