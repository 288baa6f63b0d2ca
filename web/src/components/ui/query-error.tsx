import { Alert } from '@chakra-ui/react';
import { describeError } from '@/lib/api-error';

/**
 * A failed load: what could not be loaded and what to do about it (lib/error-messages.ts).
 * `asPageHeading` makes the title the page's h1, for a page that has nothing else to show.
 */
export function QueryError({
  title,
  error,
  asPageHeading,
}: {
  title: string;
  error: unknown;
  asPageHeading?: boolean;
}) {
  const text = describeError(error);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title asChild={asPageHeading}>{asPageHeading ? <h1>{title}</h1> : title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
