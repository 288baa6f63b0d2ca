import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

async function openAvatarMenu() {
  renderRoute('/faq');
  fireEvent.click(await screen.findByTestId('avatar-menu-trigger'));
  return screen.findByRole('menuitem', { name: 'Profile' });
}

describe('avatar menu (spec §2, §3)', () => {
  it("the Account label shows the signed-in user's e-mail", async () => {
    stubGateway(testUser({ email: 'ada@example.com' }));
    await openAvatarMenu();
    expect(screen.getByText('Account')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it("§3 'Email not available' if no email", async () => {
    stubGateway(testUser({ email: '' }));
    await openAvatarMenu();
    expect(screen.getByText('Email not available')).toBeTruthy();
  });
});
