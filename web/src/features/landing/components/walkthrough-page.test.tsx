import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway } from '@/testing/render-app';
import { LIFECYCLE_STEPS } from '../data/lifecycle';

describe('/progress walkthrough (issue 16)', () => {
  it('walks the lifecycle with Next/Previous and the arrow keys, moving focus to each step heading', async () => {
    stubGateway(null);
    renderRoute('/progress');
    const first = await screen.findByTestId('walkthrough-step');
    expect(first.textContent).toContain(`Step 1 of ${LIFECYCLE_STEPS.length}: List Package`);
    expect(screen.getByText('Shipment: Pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('walkthrough-step').textContent).toContain('Make Payment');
    expect(document.activeElement).toBe(screen.getByTestId('walkthrough-step'));
    expect(screen.getByText('Payment: Held in escrow')).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('walkthrough-step'), { key: 'ArrowRight' });
    expect(screen.getByTestId('walkthrough-step').textContent).toContain('Review Interest');
    fireEvent.keyDown(screen.getByTestId('walkthrough-step'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('walkthrough-step').textContent).toContain('Make Payment');
    fireEvent.keyDown(screen.getByTestId('walkthrough-step'), { key: 'End' });
    expect(screen.getByTestId('walkthrough-step').textContent).toContain('Completed');
    expect(screen.getByRole('link', { name: 'Ship a Package' }).getAttribute('href')).toBe('/ship');
  });

  it('marks the current step for screen readers and lets either side follow it with its own notification', async () => {
    stubGateway(null);
    renderRoute('/progress');
    await screen.findByTestId('walkthrough-step');
    fireEvent.click(screen.getByRole('button', { name: /Package picked up/ }));
    expect(screen.getByRole('button', { name: /Package picked up/ }).getAttribute('aria-current')).toBe('step');
    expect(
      screen.getByText('Hand the package over and enter the traveler’s 6-digit pickup code to confirm it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I carry packages' }));
    expect(screen.getByRole('button', { name: 'I carry packages' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Show your 6-digit pickup code to the sender when you collect the package.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Review Interest/ }));
    expect(screen.getByText('Your interest was accepted')).toBeTruthy();
  });
});
