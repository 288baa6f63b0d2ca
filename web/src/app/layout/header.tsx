import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { AppIcon } from '@/components/ui/app-icon';
import { HEADER_SHADOW_SCROLL_PX } from '@/config/constants';
import type { User } from '@/types/user';
import { SIGNED_IN_NAV, type NavLink } from './nav-links';
import { useScrolledPast } from './use-scrolled-past';

// Signed-in only, and their popover/menu machines are heavy: not part of a visitor's first load.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));

const LOGGED_OUT_NAV: readonly NavLink[] = [{ to: '/how-it-works', label: 'How It Works' }];

function NavItems({ links, onNavigate }: { links: readonly NavLink[]; onNavigate?: () => void }) {
  return links.map((link) => (
    <Link
      asChild
      key={link.to}
      fontWeight="medium"
      color="fg.muted"
      _hover={{ color: 'fg' }}
      _currentPage={{ color: 'teal.700' }}
      whiteSpace="nowrap"
      onClick={onNavigate}
    >
      <RouterNavLink to={link.to}>{link.label}</RouterNavLink>
    </Link>
  ));
}

/** Spec §2 sticky header: logo, nav, bell and avatar menu when signed in, mobile menu. */
export function Header({ user }: { user: User | null | undefined }) {
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const links = user ? SIGNED_IN_NAV : LOGGED_OUT_NAV;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      boxShadow={scrolled ? 'md' : 'none'}
      transition="box-shadow 0.2s"
      data-testid="site-header"
      data-scrolled={scrolled}
    >
      <Container maxW="7xl">
        <Flex h="16" align="center" gap="6">
          <Link asChild fontSize="xl" fontWeight="bold" color="teal.700" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/" aria-label="Oneway home">
              Oneway
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="5" display={{ base: 'none', lg: 'flex' }} flex="1">
            <NavItems links={links} />
          </HStack>
          <HStack gap="2" ms="auto">
            {user ? (
              <>
                <Suspense fallback={<Box w="10" h="10" aria-hidden />}>
                  <NotificationBell />
                </Suspense>
                <Suspense fallback={<Box w="10" h="10" borderRadius="full" bg="bg.muted" aria-hidden />}>
                  <AvatarMenu user={user} />
                </Suspense>
              </>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <RouterLink to="/auth">Log in</RouterLink>
                </Button>
                <Button asChild colorPalette="teal" size="sm">
                  <RouterLink to="/auth?tab=register">Sign up</RouterLink>
                </Button>
              </>
            )}
            <IconButton
              variant="ghost"
              display={{ base: 'inline-flex', lg: 'none' }}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <AppIcon name={menuOpen ? 'close' : 'menu'} />
            </IconButton>
          </HStack>
        </Flex>
        {menuOpen && (
          <Stack as="nav" id="mobile-menu" aria-label="Mobile" gap="3" pb="4" display={{ base: 'flex', lg: 'none' }}>
            <NavItems links={links} onNavigate={() => setMenuOpen(false)} />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
