import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toaster';
import { renderWithProviders } from '@/testing/render-app';

/** Renders the app's providers (which mount the toast region) and shows one toast. */
async function showToast() {
  renderWithProviders(<p>Page</p>);
  act(() => notify({ title: 'Saved', description: 'Your changes are saved.' }));
  return screen.findByTestId('toast');
}

describe('toast region (spec §9: hotkey F8, viewport max width 420 px)', () => {
  it('§9 toast hotkey F8: the region is announced with (F8) and F8 moves focus to it', async () => {
    await showToast();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.getAttribute('aria-label')).toMatch(/\(F8\)$/);

    // Another key (zag's default Alt+T) does nothing.
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    await act(async () => {});
    expect(document.activeElement).not.toBe(region);

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(document.activeElement).toBe(region));
  });

  it('§9 toast viewport max width 420 px: a toast is at most 420 px wide', async () => {
    const toast = await showToast();
    expect(getComputedStyle(toast).maxWidth).toBe('420px');
  });
});
