import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, page } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';
import type { User } from '@/types/user';

/** The signed-in home with empty panels: the cards and the greeting need nothing else. */
function openHome(user: User) {
  stubGateway(user, (url) => {
    if (url.startsWith('/api/travelers?') || url.startsWith('/api/shipments?') || url.startsWith('/api/trips?'))
      return json(page([]));
    if (url === '/api/conversations') return json({ items: [], totalUnread: 0 });
    return undefined;
  });
  renderRoute('/');
}

/** Each card of a section as [title, description, link]. */
async function cardsOf(section: string) {
  const heading = await screen.findByRole('heading', { name: section, level: 2 });
  const list = within(heading.closest('section')!).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((card) => {
      const link = within(card).getByRole('link');
      return [
        link.textContent,
        within(card).getByText((_, el) => el?.tagName === 'P').textContent,
        link.getAttribute('href'),
      ];
    });
}

describe('signed-in home (spec §2)', () => {
  it('quick action cards: Ship a Package, Add Travel Plans, Available Shipments and My Shipments with their spec descriptions', async () => {
    openHome(testUser());
    expect(await cardsOf('Quick Actions')).toEqual([
      ['Ship a Package', 'Send items internationally at lower rates', '/ship'],
      ['Add Travel Plans', 'Earn money by carrying packages on your trip', '/add-trip'],
      ['Available Shipments', 'Find packages you can deliver', '/available-shipments'],
      ['My Shipments', 'Track and manage your current shipments', '/shipments'],
    ]);
  });

  it('Shipment Interests cards: My Interests, Manage Interests and Messages with their spec descriptions', async () => {
    openHome(testUser());
    expect(await cardsOf('Shipment Interests')).toEqual([
      ['My Interests', "View interests you've shown in shipments", '/my-interests'],
      ['Manage Interests', 'Review and respond to traveler interests on your shipments', '/manage-interests'],
      ['Messages', 'Chat with travelers and shippers', '/messages'],
    ]);
  });

  it('§3 display name is first name plus initial of last name', async () => {
    openHome(testUser({ fullName: 'Ada Chioma Obi' }));
    expect(await screen.findByText('Welcome back, Ada O.')).toBeTruthy();
  });

  it("§3 display name is 'Anonymous' if no name", async () => {
    openHome(testUser({ fullName: '', username: '' }));
    expect(await screen.findByText('Welcome back, Anonymous')).toBeTruthy();
  });
});
