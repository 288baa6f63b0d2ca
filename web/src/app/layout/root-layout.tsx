import { Box, Flex, Link } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useAuthUser } from '@/lib/auth-user';
import { useNavigationInProgress } from '@/lib/navigation-marker';
import { useTransitionActive } from '@/lib/transition-overlay';
import { Footer } from './footer';
import { Header } from './header';
import { isAuthPath, showsShipButton } from './nav-links';

// Signed-in only (socket, conversations, notifications): not part of a visitor's first load.
const RealtimeBridge = lazy(() => import('../realtime-bridge').then((m) => ({ default: m.RealtimeBridge })));
const MobileBottomBar = lazy(() => import('./mobile-bottom-bar').then((m) => ({ default: m.MobileBottomBar })));

type RouteHandle = { screen?: string; bare?: boolean };

/** Spec §2: scroll resets to the top on each location change. */
function useScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

export function RootLayout() {
  useScrollToTopOnNavigate();
  const navigation = useNavigation();
  const transitioning = useTransitionActive();
  const { pathname } = useLocation();
  const matches = useMatches();
  const bare = matches.some((m) => (m.handle as RouteHandle | undefined)?.bare);
  const { data: user } = useAuthUser();
  const navigating = useNavigationInProgress(
    navigation.state === 'loading',
    navigation.location && `${navigation.location.pathname}${navigation.location.search}`,
  );
  const overlay = navigating || transitioning ? <LoadingOverlay /> : null;

  if (bare) {
    return (
      <>
        <Outlet />
        {overlay}
      </>
    );
  }

  const showBottomBar = !!user && !isAuthPath(pathname);
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main-content"
        srOnly
        _focus={{
          position: 'fixed',
          top: '2',
          left: '2',
          zIndex: 'skipNav',
          p: '2',
          bg: 'bg',
          width: 'auto',
          height: 'auto',
          clip: 'auto',
        }}
      >
        Skip to main content
      </Link>
      <Header user={user} />
      {user && (
        <Suspense fallback={null}>
          <RealtimeBridge key={user.id} />
        </Suspense>
      )}
      {/* Room below the last content for the bottom bar (h 16) and, where shown, the floating
          button above it (bottom 20 + size 14), so nothing stays hidden behind them. */}
      <Box
        as="main"
        id="main-content"
        flex="1"
        pb={showBottomBar ? { base: showsShipButton(pathname) ? '36' : '20', md: '0' } : undefined}
      >
        <Outlet />
      </Box>
      <Footer signedIn={!!user} />
      {showBottomBar && (
        <Suspense fallback={null}>
          <MobileBottomBar />
        </Suspense>
      )}
      {overlay}
    </Flex>
  );
}
