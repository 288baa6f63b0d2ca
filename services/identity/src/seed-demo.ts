import { userErrors } from '@oneway/contracts';
import { randomUUID } from 'node:crypto';
import type { Country, Role } from '@oneway/contracts';
import type { IdentityDeps } from './application/identity-deps.js';
import { registerUser } from './application/register-user/register-user.handler.js';
import { runUserCommand } from './application/run-user-command.js';
import { accounts } from './infrastructure/persistence/accounts.repository.js';

/**
 * Local demo accounts (SEED_DEMO=1). The passwords are public on purpose, documented in
 * docs/decisions/identity-demo-seed.md, and the seed refuses to run in production.
 * Idempotent: an account that exists (by e-mail) is left untouched.
 */
export const DEMO_ACCOUNTS: {
  username: string;
  email: string;
  fullName: string;
  country: Country;
  role: Role;
  password: string;
}[] = [
  {
    username: 'admin',
    email: 'admin@oneway.local',
    fullName: 'Ada Admin',
    country: 'United Kingdom',
    role: 'admin',
    password: 'Admin#Demo2026',
  },
  {
    username: 'moderator',
    email: 'moderator@oneway.local',
    fullName: 'Max Moderator',
    country: 'Canada',
    role: 'moderator',
    password: 'Moderator#Demo2026',
  },
  {
    username: 'support',
    email: 'support@oneway.local',
    fullName: 'Sam Support',
    country: 'United States',
    role: 'support',
    password: 'Support#Demo2026',
  },
  {
    username: 'relay',
    email: 'relay@oneway.local',
    fullName: 'Rita Relay',
    country: 'United Kingdom',
    role: 'relay_staff',
    password: 'Relay#Demo2026',
  },
  {
    username: 'alice',
    email: 'alice@oneway.local',
    fullName: 'Alice Sender',
    country: 'United States',
    role: 'user',
    password: 'Alice#Demo2026',
  },
  {
    username: 'bola',
    email: 'bola@oneway.local',
    fullName: 'Bola Traveler',
    country: 'Nigeria',
    role: 'user',
    password: 'Bola#Demo2026',
  },
];

export async function seedDemo(deps: IdentityDeps): Promise<string[]> {
  if (deps.config.NODE_ENV === 'production') {
    throw new Error('SEED_DEMO refused: demo accounts with published passwords must never exist in production');
  }
  const created: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    if (await accounts.byEmail(deps.pool, demo.email)) continue;
    const meta = { correlationId: `seed-demo-${randomUUID()}`, actor: null };
    try {
      const { user } = await registerUser(deps, demo, meta, { role: demo.role, sendVerification: false });
      await runUserCommand(deps, user.id, { type: 'verify_email' }, meta);
      created.push(demo.email);
    } catch (err) {
      // Another instance seeding at the same moment won the unique index: that is fine.
      if (
        (err as { code?: string }).code === userErrors.emailTaken.code ||
        (err as { code?: string }).code === userErrors.usernameTaken.code
      )
        continue;
      throw err;
    }
  }
  if (created.length) deps.logger.info({ created }, 'demo accounts created (see docs/decisions/identity-demo-seed.md)');
  return created;
}
