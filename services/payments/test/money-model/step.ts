import type fc from 'fast-check';
import { checkInvariants } from './invariants.js';
import type { Model, MoneyWorld } from './world.js';

// A step of the money model: every choice it makes is a generated parameter (an index into
// what exists is taken modulo its length), so a seed replays a run and shrinking can drop
// steps and simplify choices. Each step ends by checking every invariant.

export const at = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;
/** A share of something, in thousandths, at least 1 unit. */
export const share = (of: number, perMille: number) => Math.max(1, Math.round((of * perMille) / 1000));

export abstract class Step implements fc.AsyncCommand<Model, MoneyWorld> {
  check(_m: Readonly<Model>): boolean {
    return true;
  }
  protected abstract act(m: Model, w: MoneyWorld): Promise<void>;
  async run(m: Model, w: MoneyWorld): Promise<void> {
    await this.act(m, w);
    await checkInvariants(m, w, this.toString());
  }
  abstract toString(): string;
}
