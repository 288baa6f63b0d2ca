import { Box, Heading, List, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/ui/app-icon';

const POINTS = [
  'Delivery up to 50% cheaper than traditional couriers',
  'Every traveler is vetted and background-checked',
  'Payments held in escrow until your package arrives',
];

/** The sign-in page's pitch (spec §1): travelers for affordable international shipping. */
export function AuthIntroPanel() {
  return (
    <Box
      as="aside"
      flex="1"
      bgGradient="to-br"
      gradientFrom="teal.700"
      gradientTo="teal.900"
      color="white"
      p={{ base: '6', md: '12' }}
      display={{ base: 'none', lg: 'flex' }}
      alignItems="center"
    >
      <VStack align="start" gap="6" maxW="lg">
        <RouterLink to="/" aria-label="Oneway home">
          <Text fontSize="2xl" fontWeight="bold">
            Oneway
          </Text>
        </RouterLink>
        <Heading as="p" size="3xl" lineHeight="short">
          Connect with travelers for affordable international shipping.
        </Heading>
        <List.Root variant="plain" gap="3">
          {POINTS.map((point) => (
            <List.Item key={point} alignItems="center" gap="3">
              <AppIcon name="check" />
              {point}
            </List.Item>
          ))}
        </List.Root>
      </VStack>
    </Box>
  );
}
