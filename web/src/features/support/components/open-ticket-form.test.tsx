import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const ME = '11111111-1111-4111-8111-111111111111';
const TICKET = '33333333-3333-4333-8333-333333333333';

describe('opening a support ticket (spec §4: support ticket opens with priority medium)', () => {
  it('§4 support ticket default priority is medium: the form shows Medium preselected and sends it', async () => {
    let body: Record<string, unknown> | undefined;
    stubGateway(testUser({ id: ME }), (url, init) => {
      if (url === '/api/auth/refresh') return refreshAs(ME);
      if (url === '/api/support/tickets' && init?.method === 'POST') {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        const now = new Date().toISOString();
        return json(
          {
            id: TICKET,
            userId: ME,
            subject: 'My package is late',
            category: 'general',
            priority: 'medium',
            status: 'open',
            shipmentId: null,
            createdAt: now,
            updatedAt: now,
            resolvedAt: null,
          },
          201,
        );
      }
      if (url === '/api/support/tickets') return json({ items: [] });
      return undefined;
    });
    renderRoute('/support');
    const priority = (await screen.findByLabelText(/^Priority/)) as HTMLSelectElement;
    expect(priority.value).toBe('medium');
    expect(priority.selectedOptions[0]!.textContent).toBe('Medium');

    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'My package is late' } });
    fireEvent.change(screen.getByLabelText(/How can we help/), { target: { value: 'It should have arrived.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ subject: 'My package is late', priority: 'medium' });
  });
});
