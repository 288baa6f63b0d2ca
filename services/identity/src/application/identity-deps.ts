import type { EventStore, ProjectionRunner } from '@oneway/eventstore';
import type { Logger } from '@oneway/service-kit';
import type pg from 'pg';
import type { IdentityConfig } from '../config.js';
import type { AccessTokenIssuer } from '../infrastructure/crypto/access-token-issuer.js';
import type { PasswordHasher } from '../infrastructure/crypto/password-hasher.js';
import type { SecurityEvent } from '../infrastructure/security-metrics.js';
import type { IdentityVerificationProvider } from '../infrastructure/verification/verification-provider.port.js';

/** What the identity use cases are handed (built once in identity.service.ts). */
export interface IdentityDeps {
  config: IdentityConfig;
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionRunner;
  hasher: PasswordHasher;
  tokens: AccessTokenIssuer;
  /** Wakes the mail sender after a commit that queued mail. */
  mailQueued: () => void;
  logger: Logger;
  /** Counts security-relevant outcomes for alerting. */
  security: (event: SecurityEvent) => void;
  /** Identity verification: Stripe Identity with keys, else the built-in test mode. */
  verification: IdentityVerificationProvider;
  /** The clock, injectable so tests can move time (expiry rules). */
  now: () => Date;
}

/** Nest injection token of the IdentityDeps (provided in identity.service.ts). */
export const IDENTITY_DEPS = Symbol('IdentityDeps');
