import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/contact';
import { renderWithProviders } from '@/testing/render-app';
import { Footer } from './footer';

describe('footer (spec §2 footer links)', () => {
  it('links every spec destination with its label, plus phone, e-mail and the logo to /', () => {
    renderWithProviders(
      <MemoryRouter>
        <Footer signedIn={false} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['About', '/about'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms', '/terms'],
      ['FAQ', '/faq'],
      ['Interactive', '/progress'],
      ['How It Works', '/how-it-works'],
      ['Become a Traveler', '/deliver'],
      ['Shipping Guidelines', '/shipping-guidelines'],
      ['Relay Points', '/relay-points'],
      ['Safety Tips', '/safety-tips'],
      ['File a Claim', '/claims'],
    ];
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(expected);
    expect(screen.getByRole('link', { name: SUPPORT_PHONE }).getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByRole('link', { name: 'Oneway home' }).getAttribute('href')).toBe('/');
  });
});
