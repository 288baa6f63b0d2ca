import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { CURRENCIES } from '@/config/marketplace';

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
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={onChange}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
