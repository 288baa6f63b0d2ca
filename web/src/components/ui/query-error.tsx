import { Alert } from '@chakra-ui/react';
import { describeError } from '@/lib/api-error';

/** A failed load: what could not be loaded and what to do about it (lib/error-messages.ts). */
export function QueryError({ title, error }: { title: string; error: unknown }) {
  const text = describeError(error);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
