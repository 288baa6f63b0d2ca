import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const payments = {
  platformFeeBps: 500,
  platformFeeFixed: 0,
  insurancePremiumBps: 100,
  insurancePremiumFixed: 0,
  payoutHoldHours: 72,
};
const relay = { nearLimitDays: 10, expiredDays: 14, defaultEstimatedDays: 7 };

function stub(role: 'admin' | 'finance') {
  const patches: { url: string; body: string }[] = [];
  stubGateway(testUser({ role }), (url, init) => {
    if (url === '/api/admin/payments/settings' && (init?.method ?? 'GET') === 'GET') return Response.json(payments);
    if (url === '/api/admin/relay/settings' && (init?.method ?? 'GET') === 'GET') return Response.json(relay);
    if (url === '/api/admin/relay/settings' && init?.method === 'PATCH') {
      const body = init.body as string;
      patches.push({ url, body });
      const change = JSON.parse(body) as Partial<typeof relay>;
      if ((change.expiredDays ?? relay.expiredDays) <= (change.nearLimitDays ?? relay.nearLimitDays))
        return Response.json(
          {
            status: 400,
            title: 'Bad Request',
            code: 'RELAY.SETTING_INVALID',
            detail: 'expiredDays must be greater than nearLimitDays',
            errors: [{ field: 'expiredDays', message: 'expiredDays must be greater than nearLimitDays' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        );
      return Response.json({ ...relay, ...change });
    }
    return undefined;
  });
  return patches;
}

describe('/admin/settings (issue 15 item 4: payment and relay storage settings)', () => {
  it('lists the relay storage limits in their own category with unit, range and public flag', async () => {
    stub('admin');
    renderRoute('/admin/settings');
    const section = await screen.findByRole('region', { name: 'Relay storage' });
    const near = await within(section).findByTestId('setting-nearLimitDays');
    expect(near.textContent).toContain('Near-limit warning');
    expect(near.textContent).toContain('Public');
    expect(within(near).getByLabelText(/^Value \(days, 1–90\)/)).toHaveProperty('value', '10');
    expect(within(section).getByTestId('setting-expiredDays').textContent).toContain('Storage limit');
    expect(within(section).getByTestId('setting-defaultEstimatedDays').textContent).toContain('Internal');
    // The payment settings are still there, in their categories.
    const payouts = screen.getByRole('region', { name: 'Payouts' });
    expect(await within(payouts).findByTestId('setting-payoutHoldHours')).toBeTruthy();
  });

  it('refuses an out-of-range value on the page; a valid change is sent to the relay and saved', async () => {
    const patches = stub('admin');
    renderRoute('/admin/settings');
    const row = await screen.findByTestId('setting-expiredDays');
    const input = within(row).getByRole('textbox');
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Must be between 2 and 180')).toBeTruthy();
    expect(patches).toEqual([]);

    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('expiredDays must be greater than nearLimitDays')).toBeTruthy();

    fireEvent.change(input, { target: { value: '21' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Storage limit saved')).toBeTruthy();
    expect(patches.at(-1)).toEqual({ url: '/api/admin/relay/settings', body: JSON.stringify({ expiredDays: 21 }) });
    await waitFor(() =>
      expect(within(screen.getByTestId('setting-expiredDays')).getByRole('textbox')).toHaveProperty('value', '21'),
    );
  });

  it('finance reads the settings without a way to change them', async () => {
    stub('finance');
    renderRoute('/admin/settings');
    const near = await screen.findByTestId('setting-nearLimitDays');
    expect(near.textContent).toContain('10 days');
    expect(within(near).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
