import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminNav } from './admin-nav';

/**
 * The width, spacing and section nav every admin page shares, so that moving between the
 * admin tabs never shifts the nav or wraps it onto a second line. Pages that read best
 * narrower (one claim, one ticket) narrow their own content inside it.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <AdminNav />
      {children}
    </Container>
  );
}
