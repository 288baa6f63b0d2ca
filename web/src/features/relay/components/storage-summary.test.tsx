import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { StorageSummary } from './storage-summary';

describe('storage status summary labels (the relay storage settings)', () => {
  it('labels the cells with the limits the counts were made with', () => {
    renderWithProviders(
      <StorageSummary summary={{ good: 1, nearLimit: 2, expired: 3, nearLimitDays: 5, expiredDays: 8 }} />,
    );
    expect(screen.getByText('Under 5 days')).toBeTruthy();
    expect(screen.getByText('5 to 7 days')).toBeTruthy();
    expect(screen.getByText('8 days or more')).toBeTruthy();
  });
});
