import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuthUser } from '@/lib/auth-user';

const loadLanding = () => import('@/features/landing/components/landing-page');
const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
const SignedInHome = lazy(() =>
  import('@/features/home/components/signed-in-home').then((m) => ({ default: m.SignedInHome })),
);

/** Spec §2 '/': home for a signed-in user, landing page for a visitor. */
export function HomeOrLanding() {
  const { data: user, isPending } = useAuthUser();
  // A cold visit to '/' is usually a visitor's: fetch the landing chunk while the session
  // check is still in flight instead of after it.
  if (isPending) void loadLanding();
  if (isPending) return <PageSpinner />;
  return <Suspense fallback={<PageSpinner />}>{user ? <SignedInHome user={user} /> : <LandingPage />}</Suspense>;
}
