import { Box, Container, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/contact';
import { FOOTER_LINKS } from './nav-links';

/** Spec §2 footer; hidden below 768 px for signed-in people, who get the bottom bar instead. */
export function Footer({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      as="footer"
      bg="gray.900"
      color="gray.100"
      mt="auto"
      display={{ base: signedIn ? 'none' : 'block', md: 'block' }}
      data-testid="site-footer"
    >
      <Container maxW="6xl" py="12">
        <Flex direction={{ base: 'column', md: 'row' }} gap="10" justify="space-between">
          <Stack gap="3" maxW="xs">
            <Link asChild color="white" fontSize="xl" fontWeight="bold">
              <RouterLink to="/" aria-label="Oneway home">
                Oneway
              </RouterLink>
            </Link>
            <Text color="gray.300">Ship anywhere. For Less. Delivered by verified travelers.</Text>
            <Text>
              <Link href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`} color="gray.100">
                {SUPPORT_PHONE}
              </Link>
            </Text>
            <Text>
              <Link href={`mailto:${SUPPORT_EMAIL}`} color="gray.100">
                {SUPPORT_EMAIL}
              </Link>
            </Text>
          </Stack>
          <nav aria-label="Footer">
            <SimpleGrid as="ul" columns={{ base: 2, sm: 3 }} gapX="10" gapY="2" listStyleType="none">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link asChild color="gray.200" _hover={{ color: 'white' }}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </SimpleGrid>
          </nav>
        </Flex>
        <Text mt="10" fontSize="sm" color="gray.400">
          © {new Date().getFullYear()} Oneway. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
