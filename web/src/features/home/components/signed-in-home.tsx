import { Box, Container, Heading, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { PageMeta } from '@/components/ui/page-meta';
import type { User } from '@/types/user';
import { ActionCard } from './action-card';
import { displayName } from '../utils/display-name';
import { AvailableTravelersPanel } from './available-travelers-panel';
import { RecentActivityPanel } from './recent-activity-panel';
import { INTEREST_ACTIONS, QUICK_ACTIONS } from './home-actions';

export function SignedInHome({ user }: { user: User }) {
  return (
    <>
      <PageMeta
        title="Home"
        description="Your Oneway home: ship a package, add travel plans and follow your shipments."
        path="/"
        noIndex
      />
      <Box bgGradient="to-br" gradientFrom="teal.700" gradientTo="teal.900" color="white" py={{ base: '10', md: '14' }}>
        <Container maxW="6xl">
          <VStack align="start" gap="2">
            <Text fontWeight="medium" color="teal.100">
              Welcome back, {displayName(user)}
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              Ship globally with travelers
            </Heading>
            <Text fontSize="xl">Fast, Secure, Affordable</Text>
            <Text color="teal.100">Borderless shipping. Human-powered.</Text>
          </VStack>
        </Container>
      </Box>
      <Container maxW="6xl" py="10">
        <VStack align="stretch" gap="10">
          <Box as="section" aria-labelledby="quick-actions-title">
            <Heading as="h2" size="xl" mb="4" id="quick-actions-title">
              Quick Actions
            </Heading>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {QUICK_ACTIONS.map((action) => (
                <ActionCard key={action.to} action={action} />
              ))}
            </SimpleGrid>
          </Box>
          <Box as="section" aria-labelledby="interests-title">
            <Heading as="h2" size="xl" mb="4" id="interests-title">
              Shipment Interests
            </Heading>
            <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4">
              {INTEREST_ACTIONS.map((action) => (
                <ActionCard key={action.to} action={action} />
              ))}
            </SimpleGrid>
          </Box>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <RecentActivityPanel />
            <AvailableTravelersPanel />
          </SimpleGrid>
        </VStack>
      </Container>
    </>
  );
}
