import { Alert, Box, Button, Card, Flex, Heading, Tabs, Text, VStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AppIcon } from '@/components/ui/app-icon';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EMAIL_VERIFIED_REDIRECT_DELAY_MS, LOGIN_REDIRECT_DELAY_MS } from '@/config/constants';
import { resolvePostLoginTarget, takeStoredReturnPath } from '@/lib/return-path';
import { beginTransition } from '@/lib/transition-overlay';
import type { User } from '@/types/user';
import { authUserQueryKey, useAuthUser } from '@/lib/auth-user';
import { isSignupConfirmation, resetTokenFrom, resolveAuthMode } from '../utils/auth-mode';
import { clearLogoutMarkers } from '../utils/logout-markers';
import { AuthIntroPanel } from './auth-intro-panel';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { queryRoots } from '@/lib/query-keys';

export function AuthScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user, isPending } = useAuthUser();
  const mode = resolveAuthMode(location);
  const query = new URLSearchParams(location.search);
  const [identifier, setIdentifier] = useState('');
  // Set synchronously before the user lands in the cache, so the "signed-in user on /auth
  // goes to /" rule does not pre-empt the return-path redirect.
  const signingIn = useRef(false);

  useEffect(() => {
    if (!isSignupConfirmation(location.hash)) return;
    const id = window.setTimeout(
      () => navigate('/auth/email-verified', { replace: true }),
      EMAIL_VERIFIED_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(id);
  }, [location.hash, navigate]);

  const goToTab = (tab: string) => {
    const next = new URLSearchParams(location.search);
    if (tab === 'register') next.set('tab', 'register');
    else next.delete('tab');
    next.delete('reset');
    const search = next.toString();
    navigate({ pathname: '/auth', search: search ? `?${search}` : '' }, { replace: true });
  };

  const onSignedIn = (signedIn: User) => {
    signingIn.current = true;
    clearLogoutMarkers();
    const target = resolvePostLoginTarget(query.get('return_to'), takeStoredReturnPath());
    queryClient.setQueryData(authUserQueryKey, signedIn);
    // Spec §7: the shipment lists are refreshed after login.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryRoots.auth[0] });
    const end = beginTransition();
    window.setTimeout(() => {
      end();
      navigate(target, { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
  };

  // Issue 18 item 5: a signed-in person sees the reset form only when the URL carries a
  // recovery token (they followed a reset link); otherwise /auth/reset-password is like /auth.
  const recovering = mode === 'reset' && resetTokenFrom(location) !== null;
  if (user && !signingIn.current && !recovering) return <Navigate to="/" replace />;

  return (
    <Flex minH="100vh" direction={{ base: 'column', lg: 'row' }} bg="bg.subtle">
      <PageMeta
        title={mode === 'register' ? 'Create your account' : mode === 'reset' ? 'Reset your password' : 'Sign in'}
        description="Sign in to Oneway or create an account to connect with verified travelers for affordable international shipping."
        path={location.pathname}
      />
      <AuthIntroPanel />
      <Flex flex="1" align="center" justify="center" p={{ base: '4', md: '10' }}>
        <Card.Root as="main" w="full" maxW="md" id="main-content">
          <Card.Body gap="6">
            <Button asChild variant="ghost" alignSelf="flex-start" size="sm" px="2">
              <RouterLink to="/">
                <AppIcon name="arrowLeft" size={16} /> Back to homepage
              </RouterLink>
            </Button>
            <VStack align="start" gap="1">
              <Heading as="h1" size="2xl">
                Welcome to Oneway
              </Heading>
              <Text color="fg.muted">Ship anywhere. For Less. Delivered by verified travelers.</Text>
            </VStack>
            {query.get('loop_detected') === 'true' && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>
                  We had trouble keeping you signed in, so we signed you out to be safe. Please sign in again.
                </Alert.Title>
              </Alert.Root>
            )}
            {isPending ? (
              <PageSpinner />
            ) : mode === 'reset' ? (
              <ResetPasswordForm token={resetTokenFrom(location)} onDone={() => navigate('/auth', { replace: true })} />
            ) : (
              <Tabs.Root value={mode} onValueChange={(e) => goToTab(e.value)} variant="enclosed" fitted>
                <Tabs.List>
                  <Tabs.Trigger value="login">Sign In</Tabs.Trigger>
                  <Tabs.Trigger value="register">Create Account</Tabs.Trigger>
                </Tabs.List>
                <Box pt="6">
                  <Tabs.Content value="login" p="0">
                    <SignInForm
                      key={identifier}
                      initialIdentifier={identifier}
                      awaitingVerification={identifier !== ''}
                      onSignedIn={onSignedIn}
                    />
                  </Tabs.Content>
                  <Tabs.Content value="register" p="0">
                    <RegisterForm
                      onRegistered={(email) => {
                        setIdentifier(email);
                        goToTab('login');
                      }}
                    />
                  </Tabs.Content>
                </Box>
              </Tabs.Root>
            )}
          </Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}
