import { Box, Button, Container, Flex, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { TrackingCard } from './tracking-card';

export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-b"
      gradientFrom="teal.50"
      gradientTo="bg"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} gap="12" align="center">
          <VStack align="start" gap="6" flex="1">
            <Heading as="h1" id="hero-title" size={{ base: '4xl', md: '5xl' }} lineHeight="1.1">
              Meet shipping without borders
            </Heading>
            <Text fontSize={{ base: 'xl', md: '2xl' }} color="fg.muted">
              Send worldwide for 50% less.
            </Text>
            <Text color="fg.muted" maxW="lg">
              Ship anywhere. For Less. Delivered by verified travelers who already fly your route, with insurance on
              every shipment and payment held in escrow.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild colorPalette="teal" size="lg">
                <RouterLink to="/auth">Ship a Package</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/how-it-works">How It Works</RouterLink>
              </Button>
            </HStack>
          </VStack>
          <Flex flex="1" justify="center" w="full">
            <TrackingCard />
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
