import { ClosingSection } from './closing-section';
import { ComparisonSection } from './comparison-section';
import { CoverageSection } from './coverage-section';
import { SatisfactionSection } from './satisfaction-section';
import { StepsSection } from './steps-section';
import { TestimonialCarousel } from './testimonial-carousel';

/** The landing page below the hero, in the spec's order (a chunk of its own: below the fold). */
export function LandingSections() {
  return (
    <>
      <ComparisonSection />
      <StepsSection />
      <SatisfactionSection />
      <TestimonialCarousel />
      <CoverageSection />
      <ClosingSection />
    </>
  );
}
