import { lazy, memo, Suspense } from 'react';
import { PageMeta } from '@/components/ui/page-meta';
import { HeroSection } from './hero-section';

// Issue 11 item 5: the hero is in the first chunk; the sections below the fold follow.
const LandingSections = lazy(() => import('./landing-sections').then((m) => ({ default: m.LandingSections })));

/**
 * Spec §2 landing page for visitors, sections in the spec's order. It takes no props, so it is
 * memoised: the session check resolving to "visitor" after the first paint changes nothing here
 * and must not re-render the whole page (a synchronous render of every section, measured at
 * ~200 ms of a cold load's main thread, issue 11 item 5).
 */
export const LandingPage = memo(function LandingPage() {
  return (
    <>
      <PageMeta
        title="Oneway"
        description="Ship anywhere. For Less. Delivered by verified travelers. Send packages between the US, Canada, the UK and Nigeria for up to 50% less than couriers."
        path="/"
        structuredData={{
          '@type': 'Organization',
          name: 'Oneway',
          url: typeof window === 'undefined' ? '/' : `${window.location.origin}/`,
        }}
      />
      <HeroSection />
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </>
  );
});
