import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuthUser } from '@/lib/auth-user';
import { LandingPage } from '@/features/landing/components/landing-page';
import { hadSession } from '@/lib/session';

const SignedInHome = lazy(() =>
  import('@/features/home/components/signed-in-home').then((m) => ({ default: m.SignedInHome })),
);

/**
 * Spec §2 '/': home for a signed-in user, landing page for a visitor. The landing page ships
 * in the first chunk and paints at once for a browser without a session (issue 11 item 5:
 * no waiting on the session check or a second chunk); a browser that had one waits for it.
 */
export function HomeOrLanding() {
  const { data: user, isPending } = useAuthUser();
  if (isPending) return hadSession() ? <PageSpinner /> : <LandingPage />;
  return user ? (
    <Suspense fallback={<PageSpinner />}>
      <SignedInHome user={user} />
    </Suspense>
  ) : (
    <LandingPage />
  );
}
