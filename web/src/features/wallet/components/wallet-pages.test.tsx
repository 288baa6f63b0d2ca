import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, page, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';
import type { Wallet, WithdrawalView } from '../api/types';

const ME = '22222222-2222-4222-8222-222222222222';
const BANK = '66666666-6666-4666-8666-666666666666';
const wallet = (o: Partial<Wallet> = {}): Wallet => ({
  balances: [{ currency: 'USD', available: 12_500, pending: 4_000, lifetimeEarnings: 30_000 }],
  inFlightWithdrawal: null,
  payoutHoldHours: 72,
  ...o,
});
const withdrawal = (o: Partial<WithdrawalView> = {}): WithdrawalView => ({
  id: '77777777-7777-4777-8777-777777777777',
  amount: 2_500,
  currency: 'USD',
  payoutMethodId: BANK,
  status: 'pending',
  payoutId: null,
  failureReason: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...o,
});

function open(path: string, view: Wallet) {
  const posts: unknown[] = [];
  stubGateway(testUser({ id: ME }), (url, init) => {
    if (url === '/api/auth/refresh') return refreshAs(ME);
    if (url === '/api/wallet') return json(view);
    if (url.startsWith('/api/wallet/transactions'))
      return json(
        page([
          {
            id: 't1',
            type: 'earning',
            amount: 4_000,
            currency: 'USD',
            status: 'pending',
            relatedPaymentId: null,
            withdrawalId: null,
            details: null,
            createdAt: '2026-11-19T10:00:00Z',
          },
        ]),
      );
    if (url.startsWith('/api/wallet/earnings'))
      return json({
        currency: 'USD',
        points: [
          { date: '2026-11-10', amount: 26_000 },
          { date: '2026-11-19', amount: 4_000 },
        ],
      });
    if (url.startsWith('/api/wallet/withdrawals') && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return json(withdrawal(), 201);
    }
    if (url.startsWith('/api/wallet/withdrawals')) return json(page([]));
    if (url === '/api/payment-methods')
      return json({
        items: [
          {
            id: BANK,
            type: 'bank_account',
            isDefault: true,
            details: { last4: '6789', currency: 'USD', country: 'US', holderName: 'Bola A' },
            createdAt: '2026-11-01T00:00:00Z',
          },
        ],
      });
    return undefined;
  });
  renderRoute(path);
  return posts;
}

describe('/earnings', () => {
  it('shows available vs pending vs lifetime, the chart and the transactions', async () => {
    open('/earnings', wallet());
    expect((await screen.findByTestId('balance-available')).textContent).toContain('$125.00');
    expect(screen.getByTestId('balance-pending').textContent).toContain('$40.00');
    expect(screen.getByTestId('balance-pending').textContent).toContain('after a 3-day hold');
    expect(screen.getByTestId('balance-lifetime').textContent).toContain('$300.00');
    expect((await screen.findByTestId('earnings-chart')).getAttribute('aria-label')).toBe(
      'Earnings over the last 90 days: $300.00 in total',
    );
    const table = await screen.findByTestId('wallet-transactions');
    expect(within(table).getByText('Delivery earning')).toBeTruthy();
  });
});

describe('/earnings Withdraw', () => {
  it('leads to /withdraw for the shown currency when money is available', async () => {
    open('/earnings', wallet());
    await screen.findByTestId('balance-available');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/withdraw?currency=USD');
    expect(screen.queryByText(/Nothing available to withdraw/)).toBeNull();
  });

  it('is disabled with its reason when nothing is available in that currency', async () => {
    open(
      '/earnings',
      wallet({ balances: [{ currency: 'USD', available: 0, pending: 4_000, lifetimeEarnings: 4_000 }] }),
    );
    const reason = await screen.findByText('Nothing available to withdraw in USD yet.');
    const button = screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it('follows the chosen currency: enabled for GBP with money, disabled for empty USD', async () => {
    open(
      '/earnings',
      wallet({
        balances: [
          { currency: 'GBP', available: 3_000, pending: 0, lifetimeEarnings: 3_000 },
          { currency: 'USD', available: 0, pending: 0, lifetimeEarnings: 1_000 },
        ],
      }),
    );
    expect((await screen.findByRole('link', { name: 'Withdraw' })).getAttribute('href')).toBe('/withdraw?currency=GBP');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Nothing available to withdraw in USD yet.')).toBeTruthy();
  });
});

describe('/earnings opens on the currency that holds money', () => {
  it('a pending USD earning wins over a GBP one a claim emptied', async () => {
    open(
      '/earnings',
      wallet({
        balances: [
          { currency: 'GBP', available: 0, pending: 0, lifetimeEarnings: 3_500 },
          { currency: 'USD', available: 0, pending: 4_500, lifetimeEarnings: 4_500 },
        ],
      }),
    );
    expect((await screen.findByTestId('balance-pending')).textContent).toContain('$45.00');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
  });
});

describe('/withdraw', () => {
  it('withdraws up to the available balance to the chosen bank account, with a fresh withdrawal id', async () => {
    const posts = open('/withdraw', wallet());
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    fireEvent.change(within(form).getByLabelText(/^Amount/), { target: { value: '125.01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('You can withdraw up to your available balance')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Amount/), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      withdrawalId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount: 2_500,
      currency: 'USD',
      payoutMethodId: BANK,
    });
  });

  it('opens on the currency asked for by /earnings when it holds money', async () => {
    open(
      '/withdraw?currency=GBP',
      wallet({
        balances: [
          { currency: 'GBP', available: 3_000, pending: 0, lifetimeEarnings: 3_000 },
          { currency: 'USD', available: 12_500, pending: 0, lifetimeEarnings: 12_500 },
        ],
      }),
    );
    expect((await screen.findByTestId('withdraw-available')).textContent).toContain('£30.00');
  });

  it('with a withdrawal in flight shows its status and no form (one at a time)', async () => {
    open('/withdraw', wallet({ inFlightWithdrawal: withdrawal() }));
    expect((await screen.findByTestId('withdrawal-in-flight')).textContent).toContain(
      'Withdrawal of $25.00: Processing',
    );
    expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();
  });
});
