import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { WideTable } from './wide-table';

// jsdom lays nothing out: the scroll area's widths are given per test.
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <WideTable label="Users">
    <table>
      <tbody>
        <tr>
          <td>Ada</td>
        </tr>
      </tbody>
    </table>
  </WideTable>
);

describe('WideTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says columns are out of view when the table is wider than the screen, and can be scrolled by keyboard', () => {
    widths(900, 358);
    renderWithProviders(table);
    expect(screen.getByTestId('wide-table-hint').textContent).toBe('Scroll sideways to see every column →');
    expect(screen.getByRole('region', { name: 'Users' }).getAttribute('tabindex')).toBe('0');
  });

  it('shows no hint when every column fits', () => {
    widths(700, 1000);
    renderWithProviders(table);
    expect(screen.queryByTestId('wide-table-hint')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
  });
});
