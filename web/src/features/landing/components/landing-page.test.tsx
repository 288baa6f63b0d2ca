import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, renderWithProviders, stubGateway } from '@/testing/render-app';
import { TESTIMONIALS } from '../content';
import { TestimonialCarousel } from './testimonial-carousel';

describe('landing page (spec §2, §9)', () => {
  it('§9 landing claims: up to 50% cheaper, 2x faster, no (hidden) fees, insurance on every shipment; competitor delivery 3-14 business days', async () => {
    stubGateway(null);
    renderRoute('/');
    const hero = (await screen.findByRole('heading', { name: 'Meet shipping without borders' })).closest('section')!;
    expect(hero.textContent).toMatch(/insurance on every shipment/i);
    const comparison = within(await screen.findByTestId('comparison-section'));
    const row = (aspect: string) => {
      const cells = comparison.getByRole('rowheader', { name: aspect }).closest('tr')!.querySelectorAll('td');
      return { oneway: cells[0]!.textContent, couriers: cells[1]!.textContent };
    };
    expect(row('Cost').oneway).toMatch(/^Up to 50% cheaper\b/);
    // 'no hidden fees': a platform fee, when staff set one, is shown at checkout (decision landing-no-hidden-fees).
    expect(row('Cost').oneway).toMatch(/\bno hidden fees\b/);
    expect(row('Speed').oneway).toMatch(/^2x faster\b/);
    expect(row('Speed').couriers).toBe('3-14 business days');
  });

  it('§9 testimonials manual: the carousel does not advance on its own, only with its previous and next buttons', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<TestimonialCarousel />);
      const first = `“${TESTIMONIALS[0]!.quote}”`;
      expect(screen.getByTestId('testimonial-quote').textContent).toBe(first);
      // Far longer than any rotation (the tracking card's is 2.5 s): nothing moves.
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByTestId('testimonial-position').textContent).toBe(`1 / ${TESTIMONIALS.length}`);
      expect(screen.getByTestId('testimonial-quote').textContent).toBe(first);
      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
      expect(screen.getByTestId('testimonial-position').textContent).toBe(`2 / ${TESTIMONIALS.length}`);
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByTestId('testimonial-position').textContent).toBe(`2 / ${TESTIMONIALS.length}`);
    } finally {
      vi.useRealTimers();
    }
  });
});
