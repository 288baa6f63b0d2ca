import fc from 'fast-check';
import type { Currency } from '@oneway/contracts';
import { DeliverWebhook } from './deliver-webhook.js';
import { CARDS, Charge, Delivered, Freeze, List, Refund } from './escrow-steps.js';
import { FAILING_ACCOUNTS, Mature, PAYING_ACCOUNT, PassTime, Payout, Withdraw } from './wallet-steps.js';
import { CURRENCIES, type Model, type MoneyWorld } from './world.js';

// The money model's operations as fast-check commands, with how often each choice comes up.

/** true about `percent` % of the time; shrinks to false. */
const sometimes = (percent: number) =>
  fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(false) }, { weight: percent, arbitrary: fc.constant(true) });
const index = fc.nat({ max: 1_000 });
const traveler = fc.integer({ min: 0, max: 2 });
const currency = fc.constantFrom<Currency>(...CURRENCIES);

export const moneyCommands = (replayPath?: string, maxCommands = 300) =>
  fc.commands<Model, MoneyWorld, false>(
    [
      fc.record({ traveler, amount: fc.integer({ min: 1, max: 50_000 }), currency }).map((p) => new List(p)),
      fc
        .record({
          shipment: index,
          card: fc.constantFrom(...CARDS),
          platformFee: fc.integer({ min: 0, max: 300 }),
          premium: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 })),
          askedTwice: sometimes(30),
          replyLost: sometimes(30),
          authentication: fc.oneof(
            { weight: 40, arbitrary: fc.constant(null) },
            { weight: 48, arbitrary: fc.constant('approve' as const) },
            { weight: 12, arbitrary: fc.constant('fail' as const) },
          ),
        })
        .map((p) => new Charge(p)),
      fc.record({ webhook: index, again: sometimes(40) }).map((p) => new DeliverWebhook(p)),
      fc.record({ shipment: index, twice: sometimes(30) }).map((p) => new Delivered(p)),
      fc
        .record({ shipment: index, perMille: fc.option(fc.integer({ min: 1, max: 1000 }), { freq: 2 }) })
        .map((p) => new Refund(p)),
      fc.record({ shipment: index, unfreeze: sometimes(40) }).map((p) => new Freeze(p)),
      fc.integer({ min: 1, max: 100 }).map((h) => new PassTime(h)),
      fc.record({ traveler, credit: index }).map((p) => new Mature(p)),
      fc
        .record({
          traveler,
          currency,
          amount: fc.oneof(
            { weight: 4, arbitrary: fc.record({ perMille: fc.integer({ min: 1, max: 1000 }) }) },
            { weight: 1, arbitrary: fc.record({ over: fc.integer({ min: 1, max: 100 }) }) },
          ),
          bankAccount: fc.oneof(
            { weight: 7, arbitrary: fc.constant(PAYING_ACCOUNT) },
            { weight: 3, arbitrary: fc.constantFrom(...FAILING_ACCOUNTS) },
          ),
        })
        .map((p) => new Withdraw(p)),
      fc.record({ withdrawal: index, workerRuns: fc.integer({ min: 1, max: 2 }) }).map((p) => new Payout(p)),
    ],
    { maxCommands, size: 'max', replayPath },
  );
