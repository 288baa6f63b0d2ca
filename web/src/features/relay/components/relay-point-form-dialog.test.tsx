import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const ADMIN = '11111111-1111-4111-8111-111111111111';

function open() {
  const posts: unknown[] = [];
  stubGateway(testUser({ id: ADMIN, role: 'admin', fullName: 'Ada Admin' }), (url, init) => {
    if (url === '/api/auth/refresh') return refreshAs(ADMIN);
    if (init?.method === 'POST' && url === '/api/admin/relay-points') {
      posts.push(JSON.parse(String(init.body)));
      return json({ title: 'Bad request' }, 400);
    }
    if (url.startsWith('/api/admin/relay-points?')) return json({ items: [], total: 0, page: 1, pageSize: 10 });
    return undefined;
  });
  renderRoute('/admin/relay-points');
  return posts;
}

describe('admin: new relay point form', () => {
  it('a blank map position is named, not sent as 0; editing the field clears its message', async () => {
    const posts = open();
    fireEvent.click(await screen.findByRole('button', { name: 'New relay point' }));
    const dialog = await screen.findByRole('dialog');
    const input = (name: string) => dialog.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(input('name'), { target: { value: 'Ikoyi Relay' } });
    fireEvent.change(input('longitude'), { target: { value: '3.43' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create relay point' }));
    await within(dialog).findByText('Enter the latitude (-90 to 90)');
    expect(posts).toEqual([]);
    fireEvent.change(input('latitude'), { target: { value: '6.45' } });
    await waitFor(() => expect(within(dialog).queryByText('Enter the latitude (-90 to 90)')).toBeNull());
    expect(input('latitude').getAttribute('aria-invalid')).not.toBe('true');
  });
});
