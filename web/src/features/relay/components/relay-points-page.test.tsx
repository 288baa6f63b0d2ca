import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway } from '@/testing/render-app';

describe('/relay-points: how long packages are kept (the relay storage settings)', () => {
  it('states the limits in force, as an admin set them, to a signed-out visitor', async () => {
    stubGateway(null, (url) => {
      if (url === '/api/relay-points/storage-limits')
        return json({ nearLimitDays: 5, expiredDays: 9, defaultEstimatedDays: 3 });
      if (url.startsWith('/api/relay-points?')) return json({ items: [] });
      return undefined;
    });
    renderRoute('/relay-points');
    expect(await screen.findByText('Packages are expected to be collected within 3 days.')).toBeTruthy();
    expect(
      screen.getByText(
        'From 5 days, or once the expected pickup date has passed, the package is marked as approaching its limit and the recipient is reminded.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('After 9 days a package is expired and returned to the sender according to our Terms.'),
    ).toBeTruthy();
    expect(screen.queryByText(/14 days/)).toBeNull();
  });

  it('says so when the limits cannot be loaded, and states no numbers', async () => {
    stubGateway(null, (url) => {
      if (url === '/api/relay-points/storage-limits')
        return new Response(JSON.stringify({ status: 503, detail: 'The relay service is not answering.' }), {
          status: 503,
          headers: { 'content-type': 'application/problem+json' },
        });
      if (url.startsWith('/api/relay-points?')) return json({ items: [] });
      return undefined;
    });
    renderRoute('/relay-points');
    expect(await screen.findByText('Could not load the storage limits')).toBeTruthy();
    expect(screen.queryByText(/expected to be collected within/)).toBeNull();
  });
});
