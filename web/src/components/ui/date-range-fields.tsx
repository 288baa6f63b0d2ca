import { Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { todayIso } from '@/lib/marketplace-format';
import { FormField } from './form-field';

type DateField = { name: string; label: string; value: string; error?: string };

/**
 * Two required date fields, start and end: neither before today, the end never before the
 * start (the browser's picker enforces `min`; the form's own checks say why on submit).
 */
export function DateRangeFields({
  start,
  end,
  onChange,
}: {
  start: DateField;
  end: DateField;
  onChange: (name: string) => (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  const today = todayIso();
  return (
    <>
      <FormField label={start.label} error={start.error}>
        <Input type="date" name={start.name} min={today} value={start.value} onChange={onChange(start.name)} />
      </FormField>
      <FormField label={end.label} error={end.error}>
        <Input type="date" name={end.name} min={start.value || today} value={end.value} onChange={onChange(end.name)} />
      </FormField>
    </>
  );
}
