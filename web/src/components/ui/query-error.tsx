import { Alert } from '@chakra-ui/react';

/** A failed load: what could not be loaded and the server's `${status}: ${detail}` (spec §8). */
export function QueryError({ title, error }: { title: string; error: unknown }) {
  const text = error instanceof Error && error.message ? error.message : 'Request failed';
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
