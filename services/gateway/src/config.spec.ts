import { loadConfig } from '@oneway/service-kit/edge';
import { gatewayConfigSchema } from './config.js';

// Spec §4/§9: typing indicators expire after 10 s without update; online presence entries
// expire after 5 minutes; sweep every 5 s.
describe('gateway configuration: live presence and typing timings', () => {
  it('§4/§9 with no environment override, typing expires after 10 s, presence after 5 minutes, and the sweep runs every 5 s', () => {
    const c = loadConfig('gateway', gatewayConfigSchema, {});
    expect(c.TYPING_TTL_SECONDS).toBe(10);
    expect(c.PRESENCE_TTL_SECONDS).toBe(5 * 60);
    expect(c.REALTIME_SWEEP_MS).toBe(5_000);
  });

  it('§4/§9 the timings are the defaults only: the environment still overrides them', () => {
    const c = loadConfig('gateway', gatewayConfigSchema, {
      TYPING_TTL_SECONDS: '20',
      PRESENCE_TTL_SECONDS: '60',
      REALTIME_SWEEP_MS: '1000',
    });
    expect(c).toMatchObject({ TYPING_TTL_SECONDS: 20, PRESENCE_TTL_SECONDS: 60, REALTIME_SWEEP_MS: 1_000 });
  });
});
