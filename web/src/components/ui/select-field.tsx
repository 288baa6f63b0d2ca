import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** Options shown under a heading (an `<optgroup>`). */
export interface SelectOptionGroup {
  group: string;
  options: readonly SelectOption[];
}

type SelectFieldProps = {
  options: readonly (SelectOption | SelectOptionGroup)[];
} & Pick<NativeSelect.RootProps, 'size' | 'width' | 'maxW' | 'disabled'> &
  Omit<NativeSelect.FieldProps, 'children'>;

const renderOption = (o: SelectOption) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
);

/** A native select: the field's props (name, value, onChange, aria-label, placeholder…) and its options. */
export function SelectField({ options, size, width, maxW, disabled, ...field }: SelectFieldProps) {
  return (
    <NativeSelect.Root size={size} width={width} maxW={maxW} disabled={disabled}>
      <NativeSelect.Field {...field}>
        {options.map((o) =>
          'group' in o ? (
            <optgroup key={o.group} label={o.group}>
              {o.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(o)
          ),
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
