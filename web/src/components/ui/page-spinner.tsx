import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** In-page spinner with 'Loading...' (spec §2: protected routes while auth loads). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="teal.600" />
        <Text>{label}</Text>
      </VStack>
    </Center>
  );
}
