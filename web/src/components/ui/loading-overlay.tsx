import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Full-screen 'Loading...' overlay of spec §2, shown during page and auth transitions. */
export function LoadingOverlay() {
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg/80"
      backdropFilter="blur(2px)"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <VStack gap="3">
        <Spinner size="lg" color="teal.600" />
        <Text fontWeight="medium">Loading...</Text>
      </VStack>
    </Center>
  );
}
