import { PageMeta } from '@/components/ui/page-meta';
import { ClosingSection } from './closing-section';
import { ComparisonSection } from './comparison-section';
import { CoverageSection } from './coverage-section';
import { HeroSection } from './hero-section';
import { SatisfactionSection } from './satisfaction-section';
import { StepsSection } from './steps-section';
import { TestimonialCarousel } from './testimonial-carousel';

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
      <ComparisonSection />
      <StepsSection />
      <SatisfactionSection />
      <TestimonialCarousel />
      <CoverageSection />
      <ClosingSection />
    </>
  );
}
