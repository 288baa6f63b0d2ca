import type { ChangeEvent } from 'react';
import { CURRENCIES } from '@/config/marketplace';
import { SelectField } from './select-field';

const OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }));

/** A picker over the marketplace's currencies. */
export function CurrencySelect({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return <SelectField name={name} value={value} onChange={onChange} options={OPTIONS} />;
}
