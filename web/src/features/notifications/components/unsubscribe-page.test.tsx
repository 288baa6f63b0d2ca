import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway } from '@/testing/render-app';

describe('/unsubscribe: the one-click link of every e-mail (issue 13), no sign-in', () => {
  it('opening the link unsubscribes from its category and confirms which one', async () => {
    const calls: { url: string; body?: string }[] = [];
    stubGateway(null, (url, init) => {
      if (url === '/api/notification-preferences/unsubscribe') {
        calls.push({ url, body: init?.body as string });
        return Response.json({ category: 'payments', label: 'Payments', email: false });
      }
      return undefined;
    });
    renderRoute('/unsubscribe?token=u1.payments.sig');
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText(/You will no longer receive Payments e-mails from Oneway/)).toBeTruthy();
    expect(calls).toEqual([
      { url: '/api/notification-preferences/unsubscribe', body: JSON.stringify({ token: 'u1.payments.sig' }) },
    ]);
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/settings#notifications',
    );
  });

  it('a forged or damaged link says it could not unsubscribe', async () => {
    stubGateway(null, (url) =>
      url === '/api/notification-preferences/unsubscribe'
        ? Response.json(
            {
              title: 'Bad Request',
              status: 400,
              code: 'NOTIFICATION.UNSUBSCRIBE_TOKEN_INVALID',
              detail: 'This unsubscribe link is not valid',
              errors: [{ field: 'token', message: 'This unsubscribe link is not valid' }],
            },
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          )
        : undefined,
    );
    renderRoute('/unsubscribe?token=forged');
    expect(await screen.findByRole('heading', { name: "We couldn't unsubscribe you" })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/This unsubscribe link is not valid/)).toBeTruthy());
  });

  it('a link without its token asks to open the e-mail again, calling nothing', async () => {
    let called = false;
    stubGateway(null, (url) => {
      if (url.includes('unsubscribe')) called = true;
      return undefined;
    });
    renderRoute('/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'Unsubscribe link incomplete' })).toBeTruthy();
    expect(called).toBe(false);
  });
});
