import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with OWASP parameters (m=19 MiB, t=2, p=1 or stronger). A verify against an
 * unknown account runs against a dummy hash made with the same parameters, so "no such
 * account" costs the same work as "wrong password".
 */
export class PasswordHasher {
  private readonly options: { type: typeof argon2.argon2id; memoryCost: number; timeCost: number; parallelism: number };
  private dummy: Promise<string> | null = null;

  constructor(params: { memoryKib: number; timeCost: number }) {
    this.options = { type: argon2.argon2id, memoryCost: params.memoryKib, timeCost: params.timeCost, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends one verify's worth of work and always answers false. */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.dummy, password);
    return false;
  }

  /** True when the stored hash was made with weaker settings than today's. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.options);
    } catch {
      return false;
    }
  }
}
