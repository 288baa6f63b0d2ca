import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway } from '@/testing/render-app';

describe('404 page (spec §2 texts and buttons)', () => {
  it('shows the spec texts, tips and both buttons for an unknown or debug route', async () => {
    stubGateway(null);
    renderRoute('/debug-auth');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText("Oops! We couldn't find the page you're looking for.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('If you continue to experience issues, please contact our support team.')).toBeTruthy();
    for (const tip of [/go back/i, /return home/i, /check the url/i, /explore the navigation menu/i]) {
      expect(screen.getAllByText(tip).length).toBeGreaterThan(0);
    }
  });

  it("'Go Back' goes back in browser history", async () => {
    stubGateway(null);
    const { router } = renderRoute('/faq');
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    await router.navigate('/animations-test');
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/faq');
  });
});
