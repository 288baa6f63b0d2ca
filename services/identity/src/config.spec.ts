import { loadConfig } from '@oneway/service-kit';
import { identityConfigSchema } from './config.js';

const base = { DATABASE_URL: 'postgres://localhost/identity' };

describe('identity configuration', () => {
  it('boots with safe defaults: 15-minute access tokens, OWASP argon2id cost, local SMTP', () => {
    const c = loadConfig('identity', identityConfigSchema, base);
    expect(c).toMatchObject({
      ACCESS_TOKEN_TTL_SECONDS: 900,
      ARGON2_MEMORY_KIB: 19456,
      ARGON2_TIME_COST: 2,
      SMTP_URL: 'smtp://127.0.0.1:1025',
      SEED_DEMO: '0',
    });
  });

  it('refuses the demo seed in production before anything starts', () => {
    expect(() =>
      loadConfig('identity', identityConfigSchema, { ...base, NODE_ENV: 'production', SEED_DEMO: '1' }),
    ).toThrow(/SEED_DEMO is refused in production/);
  });

  it('refuses an argon2 cost below the OWASP floor', () => {
    expect(() => loadConfig('identity', identityConfigSchema, { ...base, ARGON2_MEMORY_KIB: '4096' })).toThrow(
      /ARGON2_MEMORY_KIB/,
    );
  });

  it('refuses a signing-key encryption key that is not 32 bytes', () => {
    expect(() =>
      loadConfig('identity', identityConfigSchema, { ...base, SIGNING_KEY_ENCRYPTION_KEY: 'c2hvcnQ=' }),
    ).toThrow(/SIGNING_KEY_ENCRYPTION_KEY/);
  });
});
