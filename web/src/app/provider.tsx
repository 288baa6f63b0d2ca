import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { useTokenRefresh } from '@/features/auth/hooks/use-token-refresh';
import { createQueryClient } from '@/lib/query-client';
import { system } from './theme';

function SessionKeeper() {
  useTokenRefresh();
  return null;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <SessionKeeper />
        {children}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
