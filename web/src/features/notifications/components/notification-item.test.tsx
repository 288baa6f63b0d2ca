import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import type { AppNotification } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

const notification = (over: Partial<AppNotification> = {}): AppNotification => ({
  id: 'n-1',
  type: 'system',
  title: 'Your trip was approved',
  content: 'London to Lagos on Dec 3',
  link: null,
  relatedId: null,
  read: false,
  createdAt: new Date().toISOString(),
  ...over,
});

function renderItem(n: AppNotification) {
  renderWithProviders(
    <MemoryRouter>
      <NotificationItem notification={n} />
    </MemoryRouter>,
  );
}

describe('notification item (spec §3 Notification as read)', () => {
  it("§3 notification title default 'Notification': a notification without a title shows 'Notification'", () => {
    renderItem(notification({ title: '' }));
    expect(screen.getByText('Notification')).toBeTruthy();
    expect(screen.getByText('London to Lagos on Dec 3')).toBeTruthy();
  });

  it('a notification with a title shows its own title', () => {
    renderItem(notification());
    expect(screen.getByText('Your trip was approved')).toBeTruthy();
    expect(screen.queryByText('Notification')).toBeNull();
  });
});
