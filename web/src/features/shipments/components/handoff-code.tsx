import { Alert, Code, Text } from '@chakra-ui/react';

/** A handoff code shown to the one party who may see it (spec: pickup to the traveler, delivery to the sender). */
export function HandoffCode({ label, code, hint }: { label: string; code: string; hint: string }) {
  return (
    <Alert.Root status="info" data-testid={`${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{label}</Alert.Title>
        <Alert.Description>
          <Code fontSize="2xl" letterSpacing="0.3em" my="1" aria-label={`${label} ${code.split('').join(' ')}`}>
            {code}
          </Code>
          <Text fontSize="sm">{hint}</Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
