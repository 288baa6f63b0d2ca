import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { authUserQueryOptions } from '@/lib/auth-user';
import { useTokenRefresh } from '@/features/auth/hooks/use-token-refresh';
import { createQueryClient } from '@/lib/query-client';
import { system } from './theme';

// The toast region (zag's toast machine) loads after the first paint: toasts created before it
// mounts wait in the store and show when it does.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function SessionKeeper() {
  useTokenRefresh();
  return null;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => {
    if (queryClient) return queryClient;
    const created = createQueryClient();
    // Restore the session before the first screen renders: its requests then wait for it
    // (lib/api-client) instead of going out unsigned while the router loads the screen.
    void created.prefetchQuery(authUserQueryOptions());
    return created;
  });
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <SessionKeeper />
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
