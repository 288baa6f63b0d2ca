import { Box, Button, Card, Container, Heading, Link, SimpleGrid, Stat, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CONNECTIONS, COVERAGE } from '../content';

/** Spec §2 coverage section: routes between the US, Canada, the UK and Nigeria. */
export function CoverageSection() {
  return (
    <Box as="section" aria-labelledby="coverage-title" py="16" data-testid="coverage-section">
      <Container maxW="6xl">
        <VStack gap="3" mb="10" textAlign="center">
          <Heading as="h2" id="coverage-title" size="2xl">
            Where Oneway delivers
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            Routes between major cities in the United States, Canada, the United Kingdom and Nigeria, with more
            countries on the way.
          </Text>
        </VStack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="10">
          {COVERAGE.map((item) => (
            <Card.Root key={item.country} size="sm">
              <Card.Body>
                <Heading as="h3" size="md">
                  {item.country}
                </Heading>
                <Text color="fg.muted">{item.cities}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="10">
          {CONNECTIONS.map((c) => (
            <Stat.Root key={c.route} borderWidth="1px" rounded="md" p="4">
              <Stat.Label>{c.route}</Stat.Label>
              <Stat.ValueText color="teal.700">{c.volume}</Stat.ValueText>
              {/* A <dd> like the value: a <dl> may only hold dt/dd groups (Stat.HelpText is a span). */}
              <Stat.HelpText as="dd">traveler connections</Stat.HelpText>
            </Stat.Root>
          ))}
        </SimpleGrid>
        <VStack>
          <Button asChild colorPalette="teal" size="lg">
            <RouterLink to="/auth">Join Oneway Today</RouterLink>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Not in these countries yet?{' '}
            <Link asChild color="teal.700" textDecoration="underline">
              <RouterLink to="/request-country">Request your country</RouterLink>
            </Link>
            .
          </Text>
        </VStack>
      </Container>
    </Box>
  );
}
