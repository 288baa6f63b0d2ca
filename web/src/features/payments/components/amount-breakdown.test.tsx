import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { AmountBreakdown } from './amount-breakdown';

const rowValue = (label: string) => {
  const item = screen.getByText(label).closest('[class*="data-list__item"], div')!.parentElement!;
  return within(item)
    .getAllByText(/\d/)
    .map((n) => n.textContent)
    .join(' ');
};

describe('amount breakdown: integer minor units formatted per currency', () => {
  it('USD 4500 + 225 fee + 0 premium = 4725 cents reads $45.00, $2.25, $0.00, $47.25', () => {
    renderWithProviders(
      <AmountBreakdown
        breakdown={{ currency: 'USD', amount: 4500, platformFee: 225, insurancePremium: 0, total: 4725 }}
      />,
    );
    expect(rowValue('Shipment amount')).toContain('$45.00');
    expect(rowValue('Platform fee')).toContain('$2.25');
    expect(rowValue('Insurance premium')).toContain('$0.00');
    expect(screen.getByTestId('amount-total').textContent).toBe('$47.25');
  });

  it('GBP pence read as pounds', () => {
    renderWithProviders(
      <AmountBreakdown
        breakdown={{ currency: 'GBP', amount: 4000, platformFee: 0, insurancePremium: 150, total: 4150 }}
      />,
    );
    expect(screen.getByTestId('amount-total').textContent).toBe('£41.50');
  });

  it('NGN kobo read as naira with thousands separators; CAD as CA$', () => {
    const view = renderWithProviders(
      <AmountBreakdown
        breakdown={{ currency: 'NGN', amount: 1_500_000, platformFee: 0, insurancePremium: 0, total: 1_500_000 }}
      />,
    );
    expect(screen.getByTestId('amount-total').textContent).toMatch(/^(NGN|₦)\s?15,000\.00$/);
    view.unmount();
    renderWithProviders(
      <AmountBreakdown
        breakdown={{ currency: 'CAD', amount: 999, platformFee: 1, insurancePremium: 0, total: 1000 }}
      />,
    );
    expect(screen.getByTestId('amount-total').textContent).toBe('CA$10.00');
  });

  it('shows the total the server sent, even if the parts do not add up: the browser never computes it', () => {
    renderWithProviders(
      <AmountBreakdown
        breakdown={{ currency: 'USD', amount: 100, platformFee: 100, insurancePremium: 100, total: 12345 }}
      />,
    );
    expect(screen.getByTestId('amount-total').textContent).toBe('$123.45');
  });
});
