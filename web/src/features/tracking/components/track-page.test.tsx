import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway } from '@/testing/render-app';

describe('/track', () => {
  it('shows an example tracking number in the format real ones have: OW and 10 letters or digits, no dash', async () => {
    stubGateway(null);
    renderRoute('/track');
    const input = await screen.findByLabelText(/Tracking number/);
    expect(input.getAttribute('placeholder')).toBe('e.g. OW7K2M9QX4TB');
    expect(input.getAttribute('placeholder')).toMatch(/^e\.g\. OW[0-9A-HJKMNP-TV-Z]{10}$/);
  });
});
