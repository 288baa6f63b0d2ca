import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

describe("/settings 'Account' (spec §3 user fields)", () => {
  it("§3 'Email not available' if no email", async () => {
    stubGateway(testUser({ email: '' }), (url) =>
      url === '/api/profile' ? Response.json({ ...testUser({ email: '' }), emailVerified: false }) : undefined,
    );
    renderRoute('/settings');
    const section = within(await screen.findByRole('region', { name: 'Account' }));
    expect((await section.findByText('Email not available')).closest('p')?.textContent).toBe(
      'E-mail: Email not available',
    );
  });
});
