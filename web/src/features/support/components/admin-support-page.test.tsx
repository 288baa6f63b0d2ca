import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

function openQueue(path: string) {
  const asked: string[] = [];
  stubGateway(testUser({ role: 'admin' }), (url) => {
    if (!url.startsWith('/api/admin/support/tickets?')) return undefined;
    asked.push(url);
    return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
  });
  const view = renderRoute(path);
  return { asked, ...view };
}

describe('/admin/support filters', () => {
  it('opens on the Open tickets by default', async () => {
    const { asked } = openQueue('/admin/support');
    await screen.findByText('No tickets match these filters.');
    expect(asked.at(-1)).toBe('/api/admin/support/tickets?page=1&status=open');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('open');
  });

  it('words the statuses for staff: a ticket waits on its user, not on the reader', async () => {
    openQueue('/admin/support');
    await screen.findByText('No tickets match these filters.');
    const status = screen.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: 'Waiting on user' })).toBeTruthy();
    expect(within(status).queryByRole('option', { name: 'Waiting on you' })).toBeNull();
  });

  it('reads the status from the URL, so a link opens the queue on what it counted', async () => {
    const { asked } = openQueue('/admin/support?status=in_progress');
    await screen.findByText('No tickets match these filters.');
    expect(asked.at(-1)).toBe('/api/admin/support/tickets?page=1&status=in_progress');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('in_progress');
  });

  it('keeps a changed filter in the URL; any status is status= (empty)', async () => {
    const { asked, router } = openQueue('/admin/support');
    await screen.findByText('No tickets match these filters.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(asked.at(-1)).toBe('/api/admin/support/tickets?page=1'));
    expect(router.state.location.search).toBe('?status=');
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'urgent' } });
    await waitFor(() => expect(asked.at(-1)).toBe('/api/admin/support/tickets?page=1&priority=urgent'));
    expect(router.state.location.search).toBe('?status=&priority=urgent');
  });
});
