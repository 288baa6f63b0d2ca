import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { AppIcon } from '@/components/ui/app-icon';
import { BOTTOM_BAR_LINKS, showsShipButton } from './nav-links';

/**
 * Spec §2 bottom bar below 768 px for signed-in people, with the floating /ship button (not on
 * a message thread, where it would cover the composer; the layout pads the page below it).
 */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  return (
    <Box display={{ base: 'block', md: 'none' }} data-testid="mobile-bottom-bar">
      {showsShipButton(pathname) && (
        <Link
          asChild
          position="fixed"
          right="4"
          bottom="20"
          zIndex="sticky"
          bg="teal.700"
          color="white"
          borderRadius="full"
          boxSize="14"
          display="flex"
          alignItems="center"
          justifyContent="center"
          boxShadow="lg"
          _hover={{ bg: 'teal.800' }}
        >
          <RouterNavLink to="/ship" aria-label="Ship a package" data-testid="floating-ship-button">
            <AppIcon name="plus" size={28} />
          </RouterNavLink>
        </Link>
      )}
      <Flex
        as="nav"
        aria-label="Primary mobile"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        h="16"
        justify="space-around"
        align="center"
      >
        {BOTTOM_BAR_LINKS.map((link) => (
          <Link
            asChild
            key={link.to}
            flexDirection="column"
            gap="0.5"
            fontSize="xs"
            color="fg.muted"
            _currentPage={{ color: 'teal.700', fontWeight: 'semibold' }}
          >
            <RouterNavLink to={link.to} end={link.to === '/'}>
              <AppIcon name={link.icon} />
              <Text as="span">{link.label}</Text>
            </RouterNavLink>
          </Link>
        ))}
      </Flex>
    </Box>
  );
}
