import type { Currency } from '@oneway/contracts';
import { earningsMaturedEntry, withdrawalRequestedEntry } from '../../src/domain/ledger/postings.js';
import { walletDecider, walletStreamId } from '../../src/domain/wallet/wallet.decider.js';
import { balanceIn } from '../../src/domain/wallet/wallet.state.js';
import { TEST_BANK_ACCOUNTS } from '../../src/infrastructure/providers/payout-providers.js';
import { Step, at, share } from './step.js';
import { type Model, type MoneyWorld, idOf } from './world.js';

// Steps on a traveler's wallet: time passing, maturing, withdrawals, the payout worker.

export class PassTime extends Step {
  constructor(readonly hours: number) {
    super();
  }
  async act(_m: Model, w: MoneyWorld) {
    w.now = new Date(w.now.getTime() + this.hours * 3_600_000);
  }
  toString() {
    return `PassTime(${this.hours} h)`;
  }
}

/** The maturing job moves one pending credit to available (refused before its hold ends). */
export class Mature extends Step {
  constructor(readonly p: { traveler: number; credit: number }) {
    super();
  }
  async act(m: Model, w: MoneyWorld) {
    const u = at(m.travelers, this.p.traveler);
    const credits = Object.entries((await w.wallet(u)).credits).flatMap(([id, c]) => (c.matured ? [] : [id]));
    if (!credits.length) return;
    const paymentId = at(credits, this.p.credit);
    await w.unit(async (uow) => {
      const d = await uow.decide(walletDecider, walletStreamId(u), { type: 'mature_earnings', userId: u, paymentId });
      const e = d.events[0];
      if (e?.type === 'payments.wallet.earnings_matured')
        uow.post(
          earningsMaturedEntry(
            { userId: u, paymentId, currency: e.data.currency, amount: e.data.amount },
            { idempotencyKey: `mature:${paymentId}`, causationId: null },
          ),
        );
    });
  }
  toString() {
    return `Mature(traveler ${this.p.traveler}, credit ${this.p.credit})`;
  }
}

export const PAYING_ACCOUNT = '000123456789';
export const FAILING_ACCOUNTS = Object.keys(TEST_BANK_ACCOUNTS).filter((a) => TEST_BANK_ACCOUNTS[a] !== null);

/** A traveler asks to withdraw part of what is available, or more than that (refused). */
export class Withdraw extends Step {
  constructor(
    readonly p: {
      traveler: number;
      currency: Currency;
      amount: { perMille: number } | { over: number };
      bankAccount: string;
    },
  ) {
    super();
  }
  async act(m: Model, w: MoneyWorld) {
    const u = at(m.travelers, this.p.traveler);
    const available = balanceIn(await w.wallet(u), this.p.currency).available;
    const amount = 'over' in this.p.amount ? available + this.p.amount.over : share(available, this.p.amount.perMille);
    const withdrawalId = idOf(++m.seq);
    const requested = await w.unit(async (uow) => {
      const d = await uow.decide(walletDecider, walletStreamId(u), {
        type: 'request_withdrawal',
        userId: u,
        withdrawalId,
        amount,
        currency: this.p.currency,
        payoutMethodId: idOf(++m.seq),
      });
      if (d.events.length)
        uow.post(
          withdrawalRequestedEntry(
            { userId: u, withdrawalId, currency: this.p.currency, amount },
            { idempotencyKey: `withdrawal:${withdrawalId}`, causationId: null },
          ),
        );
      return d.events.length > 0;
    });
    if (requested === true) m.withdrawals.push({ userId: u, withdrawalId, bankAccount: this.p.bankAccount });
  }
  toString() {
    return `Withdraw(traveler ${this.p.traveler}, ${'over' in this.p.amount ? `available + ${this.p.amount.over}` : `${this.p.amount.perMille}‰ of available`} ${this.p.currency}, account ${this.p.bankAccount})`;
  }
}

/**
 * The payout worker (as executePayout): a pending withdrawal goes to the payout provider
 * under the withdrawal's key; a worker killed after the call runs again. Each call's
 * outcome webhook (paid, or failed by the test bank account) joins those in flight.
 */
export class Payout extends Step {
  constructor(readonly p: { withdrawal: number; workerRuns: number }) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.withdrawals.length > 0;
  }
  async act(m: Model, w: MoneyWorld) {
    const { userId, withdrawalId, bankAccount } = at(m.withdrawals, this.p.withdrawal);
    const pending = (await w.wallet(userId)).withdrawals[withdrawalId];
    if (pending?.status !== 'pending') return;
    for (let run = 0; run < this.p.workerRuns; run++) {
      const result = await w.payouts.createPayout({
        withdrawalId,
        amount: pending.amount,
        currency: pending.currency,
        destination: { providerRef: `ba_test_${bankAccount}`, country: 'US', currency: pending.currency },
        idempotencyKey: `withdrawal-${withdrawalId}`,
        metadata: { withdrawalId, userId },
      });
      const failure = TEST_BANK_ACCOUNTS[bankAccount] ?? null;
      m.webhooks.push({ kind: 'payout', userId, withdrawalId, payoutId: result.payoutId, failure });
    }
  }
  toString() {
    return `Payout(withdrawal ${this.p.withdrawal}${this.p.workerRuns > 1 ? ', worker ran twice' : ''})`;
  }
}
