import { Alert } from '@chakra-ui/react';
import { declineMessageFor } from '../utils/decline-messages';

/**
 * Spec §8: the text for a decline code (a dedicated message per known code, the default for
 * none, the unknown-code sentence otherwise) and the hint that goes with it.
 */
export function DeclineAlert({ code }: { code: string | null }) {
  const { message, hint } = declineMessageFor(code);
  return (
    <Alert.Root
      status={code === 'authentication_required' ? 'info' : 'error'}
      role="alert"
      data-testid="decline-alert"
      data-code={code ?? ''}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title data-testid="decline-message">{message}</Alert.Title>
        {hint && <Alert.Description data-testid="decline-hint">{hint}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
