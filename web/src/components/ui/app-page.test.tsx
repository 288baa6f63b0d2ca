import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { AppPage } from './app-page';

describe('AppPage', () => {
  it('titles the page and the document, leads with its line, and keeps it out of search engines', async () => {
    renderWithProviders(
      <AppPage title="My Matches" description="Your matched shipments." path="/matches" lead="What happens next.">
        <p>content</p>
      </AppPage>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Matches');
    expect(screen.getByText('What happens next.')).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
    expect(document.title).toContain('My Matches');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Your matched shipments.');
  });
});
