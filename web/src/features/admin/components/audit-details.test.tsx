import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { AuditDetails } from './audit-details';

const record = {
  key: 'relay.storage',
  from: { nearLimitDays: 10, expiredDays: 14 },
  to: { nearLimitDays: 12, expiredDays: 16 },
  reason: 'Holiday season volume: relay points asked for two more days before a package counts as near the limit',
};

// jsdom lays nothing out: the clamped block's heights are given per test.
function heights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('audit log details', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a long record shows its first lines and a Show all button that opens the whole record', () => {
    heights(240, 48);
    renderWithProviders(<AuditDetails details={record} />);
    expect(screen.getByTestId('audit-details').textContent).toBe(JSON.stringify(record));
    const button = screen.getByRole('button', { name: 'Show all' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a record that fits has no button', () => {
    heights(16, 16);
    renderWithProviders(<AuditDetails details={{ checked: 3, mismatches: 0 }} />);
    expect(screen.getByTestId('audit-details').textContent).toBe('{"checked":3,"mismatches":0}');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
