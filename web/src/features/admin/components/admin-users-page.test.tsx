import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const ME = '00000000-0000-4000-8000-0000000000a1';
const user = (id: string, role: string, username: string) => ({
  id,
  username,
  fullName: username,
  email: `${username}@example.com`,
  role,
  isBanned: false,
});

describe('/admin/users', () => {
  it('names roles in words: "Relay staff", not relay_staff', async () => {
    stubGateway(testUser({ id: ME, role: 'admin' }), (url) =>
      url.startsWith('/api/admin/users?')
        ? Response.json({
            items: [user('00000000-0000-4000-8000-0000000000b2', 'relay_staff', 'rita'), user(ME, 'relay_staff', 'me')],
            total: 2,
            page: 1,
            pageSize: 20,
          })
        : undefined,
    );
    renderRoute('/admin/users');
    const select = (await screen.findByLabelText('Role of rita')) as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('Relay staff');
    expect([...select.options].map((o) => o.textContent)).not.toContain('relay_staff');
    // The filter and the read-only badge (my own row) use the same words.
    const filter = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toContain('Relay staff');
    const mine = screen.getAllByTestId('admin-user-row').find((r) => r.textContent?.includes('@me'))!;
    expect(within(mine).getByText('Relay staff')).toBeTruthy();
  });
});
