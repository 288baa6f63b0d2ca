import { Box, Card, Center, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { HOW_STEPS } from '../content';

export function StepsSection() {
  return (
    <Box as="section" aria-labelledby="steps-title" py="16" bg="bg.subtle" data-testid="steps-section">
      <Container maxW="6xl">
        <Heading as="h2" id="steps-title" size="2xl" mb="8" textAlign="center">
          Four steps to send anything, anywhere
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none">
          {HOW_STEPS.map((step, index) => (
            <Card.Root as="li" key={step.title}>
              <Card.Body gap="3">
                <Center
                  boxSize="10"
                  borderRadius="full"
                  bg="teal.700"
                  color="white"
                  fontWeight="bold"
                  aria-hidden="true"
                >
                  {index + 1}
                </Center>
                <Heading as="h3" size="md">
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
