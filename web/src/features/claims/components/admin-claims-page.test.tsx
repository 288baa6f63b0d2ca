import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

describe('/admin/claims', () => {
  it('names the payment state in words ("Frozen"), not as the stored value', async () => {
    stubGateway(testUser({ role: 'admin' }), (url) =>
      url.startsWith('/api/admin/claims')
        ? Response.json({
            items: [
              {
                id: 'claim-1',
                shipmentId: 'ship-1',
                trackingNumber: 'OW7K2M9QX4TB',
                claimType: 'damaged',
                status: 'open',
                escrowStatus: 'frozen',
                filedAt: '2026-11-30T10:00:00Z',
              },
            ],
          })
        : undefined,
    );
    renderRoute('/admin/claims');
    const row = (await screen.findByRole('link', { name: /OW7K2M9QX4TB/ })).closest('tr')!;
    expect(row.querySelectorAll('td')[2]!.textContent).toBe('Frozen');
  });
});
