import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

describe('/profile (spec §3 user fields)', () => {
  it("§3 'Email not available' if no email", async () => {
    const user = testUser({ email: '' });
    stubGateway(user, (url) => (url === '/api/profile' ? Response.json(user) : undefined));
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { name: 'Ada Obi', level: 1 })).toBeTruthy();
    const email = screen.getByText('Email', { selector: 'dt' }).closest('div');
    expect(email?.textContent).toContain('Email not available');
  });
});
