import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const figure = (group: string, key: string, count: number) => ({ context: 'marketplace', group, key, count });

/** The dashboard as an admin sees it, with these figures. */
function dashboardWith(figures: ReturnType<typeof figure>[]) {
  stubGateway(testUser({ role: 'admin' }), (url) =>
    url === '/api/admin/dashboard' ? Response.json({ figures, unavailable: [] }) : undefined,
  );
  renderRoute('/admin');
}

describe('/admin dashboard charts', () => {
  it('names every state of a chart in words, not as the stored value', async () => {
    dashboardWith([
      figure('shipments', 'pending', 3),
      figure('shipments', 'picked_up', 2),
      figure('shipments', 'in_transit', 1),
      figure('trips', 'pending_verification', 1),
    ]);
    const shipments = await screen.findByRole('img', { name: /^Shipments by status:/ });
    expect(shipments.getAttribute('aria-label')).toBe('Shipments by status: Pending 3, Picked up 2, In transit 1');
    expect(screen.getByRole('img', { name: /^Trips by status:/ }).getAttribute('aria-label')).toBe(
      'Trips by status: Pending verification 1',
    );
  });
});

describe('/admin Open tickets', () => {
  it('counts the tickets the queue lists as Open and links there; tickets under way are named beside it', async () => {
    dashboardWith([
      figure('support_tickets', 'open', 4),
      figure('support_tickets', 'in_progress', 2),
      figure('support_tickets', 'waiting_on_user', 1),
      figure('support_tickets', 'resolved', 9),
    ]);
    const card = await screen.findByTestId('figure-Open tickets');
    expect(within(card).getByTestId('figure-value').textContent).toBe('4');
    expect(within(card).getByRole('link', { name: 'Open tickets' }).getAttribute('href')).toBe(
      '/admin/support?status=open',
    );
    expect(card.textContent).toContain('Also 2 in progress, 1 waiting on user');
  });
});
