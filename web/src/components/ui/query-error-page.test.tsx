import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render-app';
import { QueryErrorPage } from './query-error-page';

describe('a detail page whose record cannot be loaded', () => {
  it('titles the page with the error as its h1, says why in the alert, and links back to the list', () => {
    renderWithProviders(
      <MemoryRouter>
        <QueryErrorPage
          title="We couldn't load this trip."
          error={new ApiError({ status: 404, detail: 'Trip not found' })}
          backTo="/my-trips"
          backText="Back to My Trips"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We couldn't load this trip.");
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load this trip.");
    expect(screen.getByRole('link', { name: 'Back to My Trips' }).getAttribute('href')).toBe('/my-trips');
  });
});
