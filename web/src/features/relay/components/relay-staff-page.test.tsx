import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';
import type { Inventory, RelayPoint, StoredPackageDetail, StoredPackageRow } from '../api/types';

const STAFF = '33333333-3333-4333-8333-333333333333';
const POINT: RelayPoint = {
  id: 'point-1',
  name: 'Camden Relay',
  address: '1 High Street',
  city: 'London',
  country: 'United Kingdom',
  zipCode: null,
  latitude: 51.5,
  longitude: -0.1,
  contactPhone: '+447700900123',
  operatingHours: 'Mon–Fri 9–6',
  notes: null,
  isActive: true,
};
const row = (o: Partial<StoredPackageRow> = {}): StoredPackageRow => ({
  id: 'pkg-1',
  shipmentId: 'ship-1',
  trackingNumber: 'OW7K2M9QX4TB',
  leg: 'origin',
  senderName: 'Sarah Sender',
  recipientName: 'Tom Traveler',
  status: 'stored',
  displayStatus: 'near_limit',
  condition: 'fair',
  storageDays: 11,
  expectedPickupDate: null,
  storedAt: '2026-11-12T10:00:00Z',
  ...o,
});

const detailOf = (p: StoredPackageRow): StoredPackageDetail => ({
  ...p,
  relayPointId: POINT.id,
  conditionNotes: null,
  photos: [],
  handoffInstructions: null,
  emergencyContact: null,
  estimatedStorageDays: 7,
  storedBy: STAFF,
  pickedUpBy: null,
  pickedUpAt: null,
  codeKind: 'pickup',
  history: [],
});

function open(releaseAnswer?: () => Response, items: StoredPackageRow[] = [row()]) {
  const calls: { url: string; body: unknown }[] = [];
  stubGateway(testUser({ id: STAFF, role: 'relay_staff', fullName: 'Alex Staff' }), (url, init) => {
    if (init?.method === 'POST' && url.startsWith('/api/relay'))
      calls.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
    if (url === '/api/auth/refresh') return refreshAs(STAFF);
    if (url === '/api/relay/points') return json({ items: [POINT] });
    if (url.startsWith('/api/relay/points/point-1/packages?'))
      return json({
        items,
        total: items.length,
        page: 1,
        pageSize: 10,
        summary: { good: 3, nearLimit: 1, expired: 2, nearLimitDays: 10, expiredDays: 14 },
      } satisfies Inventory);
    if (url === '/api/relay/points/point-1/packages/pkg-1/release' && releaseAnswer) return releaseAnswer();
    const details = /^\/api\/relay\/points\/point-1\/packages\/([\w-]+)$/.exec(url);
    const listed = details && items.find((p) => p.id === details[1]);
    if (listed) return json(detailOf(listed));
    return undefined;
  });
  renderRoute('/relay-staff');
  return calls;
}

describe('relay staff dashboard', () => {
  it('shows the point and staff name, the Good / Near Limit / Expired summary and the inventory with TBD pickups', async () => {
    open();
    expect(await screen.findByTestId('relay-point-name')).toHaveProperty('textContent', 'Camden Relay');
    expect(screen.getByTestId('staff-name').textContent).not.toBe('');
    expect((await screen.findByTestId('summary-good')).textContent).toBe('3');
    expect(screen.getByTestId('summary-near-limit').textContent).toBe('1');
    expect(screen.getByTestId('summary-expired').textContent).toBe('2');
    const tableRow = (await screen.findAllByTestId('inventory-row'))[0]!;
    expect(within(tableRow).getByText('OW7K2M9QX4TB')).toBeTruthy();
    expect(within(tableRow).getByText('Sarah Sender → Tom Traveler')).toBeTruthy();
    expect(within(tableRow).getByText('Approaching Limit')).toBeTruthy();
    expect(within(tableRow).getByText('TBD')).toBeTruthy();
  });

  it('§4 stored-package display status: Stored under 10 days; Approaching Limit at 10 days or more or when the expected pickup date has passed; Expired at 14 days or more', async () => {
    open(undefined, [
      row({ id: 'pkg-a', trackingNumber: 'OWSTORED0009', displayStatus: 'good', storageDays: 9 }),
      row({ id: 'pkg-b', trackingNumber: 'OWNEAR000010', displayStatus: 'near_limit', storageDays: 10 }),
      row({
        id: 'pkg-c',
        trackingNumber: 'OWPICKUPPAST',
        displayStatus: 'near_limit',
        storageDays: 3,
        expectedPickupDate: '2026-11-10',
      }),
      row({ id: 'pkg-d', trackingNumber: 'OWEXPIRED014', displayStatus: 'expired', storageDays: 14 }),
    ]);
    const rows = await screen.findAllByTestId('inventory-row');
    const labelOf = (tracking: string) =>
      within(rows.find((r) => r.textContent?.includes(tracking))!).getByText(/^(Stored|Approaching Limit|Expired)$/)
        .textContent;
    expect(labelOf('OWSTORED0009')).toBe('Stored');
    expect(labelOf('OWNEAR000010')).toBe('Approaching Limit');
    expect(labelOf('OWPICKUPPAST')).toBe('Approaching Limit');
    expect(labelOf('OWEXPIRED014')).toBe('Expired');
    for (const r of rows) {
      expect(within(r).queryByText('Good')).toBeNull();
      expect(within(r).queryByText('Near Limit')).toBeNull();
    }
    // The phone layout's cards show the same per-package labels.
    expect(
      screen
        .getAllByTestId('inventory-card')
        .map((c) => within(c).getByText(/^(Stored|Approaching Limit|Expired)$/).textContent),
    ).toEqual(['Stored', 'Approaching Limit', 'Approaching Limit', 'Expired']);
    // The §2 status summary keeps its own labels.
    const summary = within(screen.getByLabelText('Storage status summary'));
    expect(summary.getByText('Good')).toBeTruthy();
    expect(summary.getByText('Near Limit')).toBeTruthy();
    // View Details shows the one package's label too.
    const pickupPast = rows.find((r) => r.textContent?.includes('OWPICKUPPAST'))!;
    fireEvent.click(within(pickupPast).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Approaching Limit')).toBeTruthy();
  });

  it('reads the condition and days as words, and says when no traveler is matched yet instead of naming one', async () => {
    open(undefined, [
      row({ id: 'pkg-1', trackingNumber: 'OWONEDAY0001', condition: 'good', displayStatus: 'good', storageDays: 1 }),
      row({ id: 'pkg-2', trackingNumber: 'OWNOTRAVEL02', recipientName: null, condition: 'damaged', storageDays: 11 }),
    ]);
    const cards = await screen.findAllByTestId('inventory-card');
    expect(within(cards[0]!).getByText('Good · 1 day · pickup TBD')).toBeTruthy();
    expect(within(cards[1]!).getByText('Damaged · 11 days · pickup TBD')).toBeTruthy();
    expect(cards[1]!.textContent).toContain('Sarah Sender → awaiting a traveler');
    const rows = screen.getAllByTestId('inventory-row');
    expect(within(rows[0]!).getByText('Good')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Sarah Sender → awaiting a traveler');
    expect(rows[1]!.textContent).not.toContain('Traveler not matched yet');
  });

  it('View Details shows the condition, days and history states as words', async () => {
    stubGateway(testUser({ id: STAFF, role: 'relay_staff' }), (url) => {
      if (url === '/api/auth/refresh') return refreshAs(STAFF);
      if (url === '/api/relay/points') return json({ items: [POINT] });
      if (url.startsWith('/api/relay/points/point-1/packages?'))
        return json({
          items: [row({ condition: 'good', storageDays: 1 })],
          total: 1,
          page: 1,
          pageSize: 10,
          summary: { good: 1, nearLimit: 0, expired: 0, nearLimitDays: 10, expiredDays: 14 },
        } satisfies Inventory);
      if (url === '/api/relay/points/point-1/packages/pkg-1')
        return json({
          ...detailOf(row({ condition: 'good', storageDays: 1 })),
          estimatedStorageDays: 1,
          history: [
            {
              id: 'h1',
              action: 'checked_in',
              performedBy: STAFF,
              performedByName: 'Alex Staff',
              previousStatus: null,
              newStatus: 'stored',
              notes: null,
              photos: [],
              timestamp: '2026-11-12T10:00:00Z',
            },
          ],
        } satisfies StoredPackageDetail);
      return undefined;
    });
    renderRoute('/relay-staff');
    const tableRow = (await screen.findAllByTestId('inventory-row'))[0]!;
    fireEvent.click(within(tableRow).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Condition')).toBeTruthy();
    expect(dialog.getByText('Good')).toBeTruthy();
    expect(dialog.getByText('1 day')).toBeTruthy();
    const history = within(dialog.getByRole('list', { name: 'Storage history' }));
    expect(history.getByText(/· Alex Staff · Stored$/)).toBeTruthy();
    expect(history.queryByText(/stored/)).toBeNull();
  });

  it("an empty tracking code is refused with 'Tracking code required' and nothing is sent", async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Check In Package' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check In Package' }));
    expect(await screen.findByText('Tracking code required')).toBeTruthy();
    expect((await screen.findAllByText('Please scan or enter a tracking code')).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });

  it("release shows the expected recipient and refuses to send without the ID check: 'ID verification required'", async () => {
    const calls = open();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Release' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('expected-recipient').textContent).toBe('Tom Traveler');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Pickup code/ }), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release Package' }));
    expect(await screen.findByText('ID verification required')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
  });

  it("a user assigned to no relay point sees the page's h1 and 'No relay point yet'", async () => {
    stubGateway(testUser({ id: STAFF, role: 'user' }), (url) => {
      if (url === '/api/auth/refresh') return refreshAs(STAFF);
      if (url === '/api/relay/points') return json({ items: [] });
      return undefined;
    });
    renderRoute('/relay-staff');
    expect(await screen.findByText('No relay point yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Relay staff dashboard');
  });
});
