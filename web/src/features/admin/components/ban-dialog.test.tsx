import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

/** One person in the users list; the gateway stub bans and unbans them like the server would. */
function stubUsers() {
  const target = {
    ...testUser({ id: 'u-target', username: 'target_person', fullName: 'Target Person' }),
    isBanned: false,
  };
  const posts: string[] = [];
  stubGateway(testUser({ role: 'admin' }), (url, init) => {
    if (url.startsWith('/api/admin/users?'))
      return Response.json({ items: [{ ...target }], total: 1, page: 1, pageSize: 20 });
    const m = /^\/api\/admin\/users\/u-target\/(ban|unban)$/.exec(url);
    if (m && init?.method === 'POST') {
      posts.push(m[1]!);
      if ((m[1] === 'ban') === target.isBanned)
        return Response.json({ status: 409, title: 'Conflict', detail: 'Not possible now' }, { status: 409 });
      target.isBanned = m[1] === 'ban';
      return Response.json({ ...target });
    }
    return undefined;
  });
  return posts;
}

describe('ban dialog (admin users)', () => {
  it('a second click on "Ban user" after the ban went through does not unban: the dialog keeps its action', async () => {
    const posts = stubUsers();
    renderRoute('/admin/users');
    const row = await screen.findByTestId('admin-user-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Fake listings' } });
    const confirm = within(dialog).getByRole('button', { name: 'Ban user' });
    fireEvent.click(confirm);
    await waitFor(() => expect(posts).toEqual(['ban']));
    fireEvent.click(confirm);
    await within(await screen.findByTestId('admin-user-row')).findByText('Banned', { exact: true });
    expect(posts).toEqual(['ban']);
  });
});
