import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, page, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const ME = '22222222-2222-4222-8222-222222222222';
const interest = (o: Record<string, unknown>) => ({
  id: 'int-1',
  shipmentId: 'ship-1',
  travelerId: '33333333-3333-4333-8333-333333333333',
  senderId: ME,
  tripId: 'trip-1',
  message: 'Flying there next week',
  status: 'pending',
  rejectionReason: null,
  createdAt: '2026-11-21T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
  shipment: {
    trackingNumber: 'OW-1',
    status: 'pending',
    fromLocation: 'Chicago, United States',
    toLocation: 'London, United Kingdom',
    weightKg: 2,
    escrowStatus: 'held',
  },
  allowedActions: [],
  ...o,
});

function open(path: string, items: unknown[]) {
  stubGateway(testUser({ id: ME }), (url) => {
    if (url === '/api/auth/refresh') return refreshAs(ME);
    if (url.startsWith('/api/manage-interests') || url.startsWith('/api/my-interests')) return json(page(items));
    return undefined;
  });
  renderRoute(path);
}

describe('interest buttons come from the server (allowedActions)', () => {
  it('the sender sees Accept and Reject exactly when the interest view offers them', async () => {
    open('/manage-interests', [interest({ allowedActions: ['accept', 'reject'] })]);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByTestId('pay-first')).toBeNull();
  });

  it('a pending interest the server offers nothing on shows no buttons (e.g. its shipment closed meanwhile)', async () => {
    open('/manage-interests', [interest({ allowedActions: [] })]);
    expect(await screen.findByText('“Flying there next week”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('an interest the sender may reject but not accept asks them to pay first', async () => {
    open('/manage-interests', [
      interest({ allowedActions: ['reject'], shipment: { ...interest({}).shipment, escrowStatus: 'none' } }),
    ]);
    expect(await screen.findByTestId('pay-first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('the traveler sees Withdraw only when offered', async () => {
    open('/my-interests', [
      interest({ id: 'int-1', allowedActions: ['withdraw'] }),
      interest({ id: 'int-2', message: 'Closed one', allowedActions: [] }),
    ]);
    expect(await screen.findAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
  });
});
