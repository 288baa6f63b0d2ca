import type { Currency, DomainEvent, EventMetadata } from '@oneway/contracts';
import { type Decider, fold } from '@oneway/eventstore';
import { escrowDecider, escrowStreamId } from '../../src/domain/escrow/escrow.decider.js';
import type { JournalEntry } from '../../src/domain/ledger/journal-entry.js';
import type { EscrowState } from '../../src/domain/escrow/escrow.state.js';
import { type Ledger, emptyLedger, post, trialBalance } from '../../src/domain/ledger/ledger.js';
import { walletDecider, walletStreamId } from '../../src/domain/wallet/wallet.decider.js';
import type { WalletState } from '../../src/domain/wallet/wallet.state.js';
import type { MoneyUnitOfWork } from '../../src/infrastructure/persistence/money-unit-of-work.js';
import { TestModePayoutProvider } from '../../src/infrastructure/providers/payout-providers.js';
import { TestModeCardProvider } from '../../src/infrastructure/providers/test-mode-card-provider.js';
import { TestModeWebhookEmitter } from '../../src/infrastructure/providers/test-mode-webhooks.js';

// The system under test: the real deciders, postings and application functions over a
// storage (MoneyWorld) with the unit-of-work contract of Postgres (events and entries commit
// together or not at all), and the test-mode card and payout providers. World keeps the event
// store and ledger in memory (fast, many runs); PgWorld (pg-world.ts) is the real Postgres one.

/** Ids from a per-run counter, so a seed replays the same run. */
export const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** When every run starts. */
export const START = new Date('2026-11-21T00:00:00Z');

/** What the steps and invariants use of the system: its units of work, its state, its ledger. */
export interface MoneyWorld {
  now: Date;
  readonly card: TestModeCardProvider;
  readonly payouts: TestModePayoutProvider;
  /** One unit of work: commits events and entries together, or rolls both back ('refused'). */
  unit<T>(work: (uow: MoneyUnitOfWork) => Promise<T>): Promise<T | 'refused'>;
  /** A fold of the escrow's stream as stored. */
  escrow(shipmentId: string): Promise<EscrowState>;
  /** A fold of the wallet's stream as stored. */
  wallet(userId: string): Promise<WalletState>;
  /** Debits minus credits per currency over every ledger account (zero for a right ledger). */
  trialBalance(): Promise<ReadonlyMap<Currency, number>>;
  /** Every account's balance, keyed `<account code>|<currency>` (ledger.ts balanceKey). */
  balances(): Promise<ReadonlyMap<string, number>>;
  /** What the storage itself must keep consistent (Postgres: lines vs accounts, outbox rows). */
  storageProblems(): Promise<string[]>;
  /** Events stored, by type (the report of what the runs reached). */
  eventCounts(): Promise<ReadonlyMap<string, number>>;
  /**
   * The read models the API serves, through the RPC handlers' own queries: each user's wallet
   * (balances from the ledger accounts, withdrawals and history from their projections) and
   * the admin escrow totals (the `payments` projection). A world without read models (the
   * in-memory one) leaves it out and those invariants are skipped.
   */
  readModels?(userIds: readonly string[]): Promise<ReadModels>;
}

export interface ReadModels {
  /** In the order of the user ids asked for. */
  wallets: WalletReadModel[];
  escrowTotals: EscrowTotal[];
}

/** What the API shows of a wallet (wallet.queries.ts). */
export interface WalletReadModel {
  balances: { currency: Currency; pending: number; available: number; lifetimeEarnings: number }[];
  withdrawals: { items: { id: string; amount: number; currency: Currency; status: string }[]; total: number };
  transactions: {
    items: {
      type: string;
      amount: number;
      currency: Currency;
      status: string;
      relatedPaymentId: string | null;
      withdrawalId: string | null;
    }[];
    total: number;
  };
}

export interface EscrowTotal {
  currency: Currency;
  status: string;
  count: number;
  amount: number;
}

export class World implements MoneyWorld {
  streams = new Map<string, DomainEvent[]>();
  ledger: Ledger = emptyLedger();
  now = START;
  private units = 0;
  private readonly emitter = new TestModeWebhookEmitter('whsec_model', () => this.now);
  readonly card = new TestModeCardProvider(this.emitter, 'whsec_model', () => this.now);
  readonly payouts = new TestModePayoutProvider(this.emitter);

  async escrow(shipmentId: string) {
    return fold(escrowDecider, this.streams.get(escrowStreamId(shipmentId)) ?? []);
  }

  async wallet(userId: string) {
    return fold(walletDecider, this.streams.get(walletStreamId(userId)) ?? []);
  }

  async trialBalance() {
    return trialBalance(this.ledger);
  }

  async balances() {
    return this.ledger.balances;
  }

  async storageProblems() {
    return [];
  }

  async eventCounts() {
    const counts = new Map<string, number>();
    for (const events of this.streams.values())
      for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    return counts;
  }

  /** One unit of work: commits events and entries together or rolls both back. */
  async unit<T>(work: (uow: MoneyUnitOfWork) => Promise<T>): Promise<T | 'refused'> {
    const staged = new Map<string, DomainEvent[]>();
    const entries: JournalEntry[] = [];
    const metadata: EventMetadata = {
      correlationId: idOf(0x1_0000_0000 + ++this.units),
      causationId: null,
      actorId: null,
      now: this.now,
    };
    const read = (id: string) => [...(this.streams.get(id) ?? []), ...(staged.get(id) ?? [])];
    const uow = {
      tx: null,
      metadata,
      events: [] as DomainEvent[],
      load: async <S, E extends DomainEvent>(d: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>, id: string) =>
        fold(d, read(id)),
      decide: async <C, S, E extends DomainEvent>(d: Decider<C, S, E>, id: string, command: C) => {
        const before = fold(d, read(id));
        const events = d.decide(command, before, metadata.now);
        staged.set(id, [...(staged.get(id) ?? []), ...events]);
        return { before, after: events.reduce(d.evolve, before), events };
      },
      post: (e: JournalEntry) => entries.push(e),
    } as unknown as MoneyUnitOfWork;
    try {
      const value = await work(uow);
      let ledger = this.ledger;
      for (const e of entries) ledger = post(ledger, e).ledger;
      this.ledger = ledger;
      for (const [id, evs] of staged) this.streams.set(id, [...(this.streams.get(id) ?? []), ...evs]);
      return value;
    } catch (err) {
      if ((err as { code?: string }).code) return 'refused';
      throw err;
    }
  }
}

export interface Shipment {
  id: string;
  sender: string;
  traveler: string;
  amount: number;
  currency: Currency;
}

/** A provider webhook sent and not yet acknowledged: delivered in any order, maybe again. */
export type Webhook =
  | {
      kind: 'intent';
      shipmentId: string;
      intentId: string;
      status: 'succeeded' | 'failed' | 'requires_action';
      declineCode: string | null;
    }
  | { kind: 'refund'; shipmentId: string; refundId: string; amount: number }
  | { kind: 'payout'; userId: string; withdrawalId: string; payoutId: string; failure: string | null };

/** What the test knows that the system does not: ids it made, webhooks in flight. */
export interface Model {
  travelers: string[];
  shipments: Shipment[];
  webhooks: Webhook[];
  withdrawals: { userId: string; withdrawalId: string; bankAccount: string }[];
  /** What each refund the test issued gives back to the sender (what the refunds account owes until it settles). */
  refunds: Map<string, number>;
  seq: number;
}

export const CURRENCIES: Currency[] = ['USD', 'GBP', 'NGN'];

export const newModel = (): Model => ({
  travelers: [idOf(1), idOf(2), idOf(3)],
  shipments: [],
  webhooks: [],
  withdrawals: [],
  refunds: new Map(),
  seq: 100,
});

export function setup(): { model: Model; real: World } {
  return { model: newModel(), real: new World() };
}
