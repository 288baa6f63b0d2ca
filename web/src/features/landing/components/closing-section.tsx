import { Box, Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function ClosingSection() {
  return (
    <Box as="section" aria-labelledby="closing-title" py="20" bg="teal.50" data-testid="closing-section">
      <Container maxW="3xl">
        <VStack gap="6" textAlign="center">
          <Heading as="h2" id="closing-title" size="3xl">
            Ready to send or carry your first package?
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Senders save on every shipment. Travelers earn money on trips they are already taking.
          </Text>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button asChild colorPalette="teal" size="lg">
              <RouterLink to="/auth">Ship a Package</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="teal" size="lg">
              <RouterLink to="/auth">Become a Traveler</RouterLink>
            </Button>
          </HStack>
        </VStack>
      </Container>
    </Box>
  );
}
