import { baseConfigSchema, ConfigError, poolMinimum } from '../src/config.js';

const config = (env: Record<string, string>) =>
  baseConfigSchema.parse({ DATABASE_URL: 'postgres://127.0.0.1/x', ...env });

describe('connections a pool keeps open from boot (DB_POOL_MIN)', () => {
  it('outside tests the whole pool starts open, as a fixed-size pool', () => {
    expect(poolMinimum('probe', config({ NODE_ENV: 'production', DB_POOL_SIZE: '12' }))).toBe(12);
    expect(poolMinimum('probe', config({ NODE_ENV: 'development' }))).toBe(10);
  });

  it('under NODE_ENV=test pools open on demand, many stacks sharing one Postgres', () => {
    expect(poolMinimum('probe', config({ NODE_ENV: 'test' }))).toBe(0);
  });

  it('DB_POOL_MIN wins over the default, and a smaller pool keeps at most its own size', () => {
    expect(poolMinimum('probe', config({ NODE_ENV: 'test', DB_POOL_MIN: '6' }))).toBe(6);
    expect(poolMinimum('probe', config({ NODE_ENV: 'production', DB_POOL_MIN: '2' }))).toBe(2);
    expect(poolMinimum('probe', config({ NODE_ENV: 'production', DB_POOL_MIN: '8' }), 5)).toBe(5);
  });

  it('DB_POOL_MIN above DB_POOL_SIZE is refused at boot, naming both', () => {
    const refused = () => poolMinimum('probe', config({ DB_POOL_SIZE: '4', DB_POOL_MIN: '5' }));
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow('probe: invalid configuration: DB_POOL_MIN must not exceed DB_POOL_SIZE (5 > 4)');
  });
});
