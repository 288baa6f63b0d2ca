import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway } from '@/testing/render-app';
import { DECK_SLIDES } from '../data/deck-slides';

const current = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('/deck (issue 16)', () => {
  it('covers the problem, how it works, trust and safety, coverage and the numbers, moved through with the arrow keys', async () => {
    stubGateway(null);
    renderRoute('/deck');
    await screen.findByRole('heading', { level: 2, name: 'Oneway' });
    expect(DECK_SLIDES.map((s) => s.title)).toEqual([
      'Oneway',
      'The problem',
      'How it works',
      'Trust and safety',
      'Coverage',
      'The numbers',
    ]);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(current()).toBe('The problem');
    expect(screen.getByText('3-14 business days')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(current()).toBe('Oneway');
    fireEvent.keyDown(window, { key: 'End' });
    expect(current()).toBe('The numbers');
    expect(screen.getByText('Up to 50% cheaper, no hidden fees')).toBeTruthy();
    expect(screen.getByText('2x faster: it flies with your traveler')).toBeTruthy();
    expect(screen.getByText('250+ daily')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(current()).toBe('The numbers');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(current()).toBe('Coverage');
  });

  it("§9 sample connections: 'The numbers' slide shows London to Lagos 250+ daily, Chicago to London 500+ daily and New York to Toronto 180+ daily", async () => {
    stubGateway(null);
    renderRoute('/deck');
    await screen.findByRole('heading', { level: 2, name: 'Oneway' });
    fireEvent.keyDown(window, { key: 'End' });
    const numbers = within(
      screen.getByRole('region', { name: `${DECK_SLIDES.length} of ${DECK_SLIDES.length}: The numbers` }),
    );
    const points = numbers.getAllByRole('listitem').map((li) => li.textContent);
    expect(points).toEqual(
      expect.arrayContaining([
        'London to Lagos: 250+ daily',
        'Chicago to London: 500+ daily',
        'New York to Toronto: 180+ daily',
      ]),
    );
  });

  it('prints every slide on its own page without the site chrome', async () => {
    stubGateway(null);
    const { container } = renderRoute('/deck');
    await screen.findByRole('heading', { level: 2, name: 'Oneway' });
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('@media print');
    expect(css).toContain('break-after: page');
    expect((container.ownerDocument ?? document).querySelectorAll('[data-slide]')).toHaveLength(DECK_SLIDES.length);
  });
});
