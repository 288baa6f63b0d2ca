import { Box, Center, Container, Heading, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { AppIcon } from '@/components/ui/app-icon';
import { SATISFACTION } from '../content';

export function SatisfactionSection() {
  return (
    <Box as="section" aria-labelledby="satisfaction-title" py="16" data-testid="satisfaction-section">
      <Container maxW="6xl">
        <Heading as="h2" id="satisfaction-title" size="2xl" mb="8" textAlign="center">
          Your satisfaction, guaranteed
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          {SATISFACTION.map((item) => (
            <VStack key={item.title} gap="3" textAlign="center">
              <Center boxSize="14" borderRadius="full" bg="teal.100" color="teal.700">
                <AppIcon name={item.icon} size={28} />
              </Center>
              <Heading as="h3" size="lg">
                {item.title}
              </Heading>
              <Text color="fg.muted">{item.text}</Text>
            </VStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
