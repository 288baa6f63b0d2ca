import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { HANDOFF_CODE_LENGTH } from '@/config/marketplace';
import { ApiError, describeError } from '@/lib/api-error';
import { handoffCodeProblem } from '../utils/shipment-rules';

/** A 6-digit handoff code field; wrong codes and lockouts come back from the server as the field's error. */
export function CodeEntryForm({
  label,
  submitText,
  pending,
  onSubmit,
  helper,
}: {
  label: string;
  submitText: string;
  pending: boolean;
  onSubmit: (code: string, onError: (error: unknown) => void) => void;
  helper?: string;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = handoffCodeProblem(code);
    setError(problem ?? undefined);
    if (problem) return;
    onSubmit(code.trim(), (err) => {
      const field = err instanceof ApiError ? err.fieldErrors.find((f) => f.field === 'code') : undefined;
      setError(field?.message ?? describeError(err));
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <FormField label={label} error={error} helper={helper}>
        <HStack w="full" align="start">
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={HANDOFF_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            maxW="40"
            letterSpacing="0.3em"
          />
          <Button type="submit" colorPalette="teal" loading={pending}>
            {submitText}
          </Button>
        </HStack>
      </FormField>
    </form>
  );
}
