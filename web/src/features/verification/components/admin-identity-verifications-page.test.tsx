import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

describe('/admin/identity-verifications', () => {
  it('shows each session state in words ("Processing", "Requires input"), not as the stored value', async () => {
    const session = (id: string, status: string) => ({
      id,
      userId: id,
      user: { fullName: `Person ${id}`, username: id },
      status,
      lastError: null,
      documents: [],
      updatedAt: '2026-11-30T10:00:00Z',
    });
    stubGateway(testUser({ role: 'admin' }), (url) =>
      url.startsWith('/api/admin/identity-verifications?')
        ? Response.json({ items: [session('s1', 'processing'), session('s2', 'requires_input')] })
        : undefined,
    );
    renderRoute('/admin/identity-verifications');
    const items = await screen.findAllByTestId('verification-item');
    expect(within(items[0]!).getByText('Processing')).toBeTruthy();
    expect(within(items[1]!).getByText('Requires input')).toBeTruthy();
    expect(screen.queryByText('processing')).toBeNull();
  });
});
