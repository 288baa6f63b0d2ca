import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/ui/page-meta';
import { HeroSection } from './hero-section';

// Issue 11 item 5: the hero is in the first chunk; the sections below the fold follow.
const LandingSections = lazy(() => import('./landing-sections').then((m) => ({ default: m.LandingSections })));

/** Spec §2 landing page for visitors, sections in the spec's order. */
export function LandingPage() {
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
}
