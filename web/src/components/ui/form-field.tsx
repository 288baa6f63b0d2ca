import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label, control and error text wired together (Field sets ids and aria-describedby). */
export function FormField({
  label,
  error,
  helper,
  children,
  required = true,
}: {
  label: string;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
