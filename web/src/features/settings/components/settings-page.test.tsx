import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const prefs = (emailOff: string[] = []) => ({
  items: [
    ['payments', 'Payments'],
    ['shipments', 'Shipment updates'],
    ['relay', 'Relay points'],
    ['messages', 'Messages'],
  ].map(([category, label]) => ({
    category,
    label,
    description: `About ${label}`,
    inApp: true,
    email: !emailOff.includes(category!),
  })),
});

describe("/settings 'Notifications' section (issue 13: in-app always, e-mail per kind)", () => {
  it('shows each category with in-app always on and its e-mail choice; unticking one saves it', async () => {
    const calls: { url: string; method: string; body?: string }[] = [];
    stubGateway(testUser(), (url, init) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      if (url === '/api/notification-preferences') return Response.json(prefs(['relay']));
      if (url === '/api/notification-preferences/messages' && init?.method === 'PUT')
        return Response.json(prefs(['relay', 'messages']));
      return undefined;
    });
    renderRoute('/settings');
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const messages = await within(section).findByRole('checkbox', { name: 'E-mail me about Messages' });
    expect((messages as HTMLInputElement).checked).toBe(true);
    expect(
      (within(section).getByRole('checkbox', { name: 'E-mail me about Relay points' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(within(section).getAllByText('Always on')).toHaveLength(4);
    fireEvent.click(messages);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/notification-preferences/messages',
        body: JSON.stringify({ email: false }),
      }),
    );
    await waitFor(() => expect((messages as HTMLInputElement).checked).toBe(false));
  });

  it('says so when the settings cannot be loaded', async () => {
    stubGateway(testUser(), (url) =>
      url === '/api/notification-preferences'
        ? Response.json({ title: 'Service unavailable', status: 503 }, { status: 503 })
        : undefined,
    );
    renderRoute('/settings');
    expect(await screen.findByText('Notification settings could not be loaded')).toBeTruthy();
  });
});
