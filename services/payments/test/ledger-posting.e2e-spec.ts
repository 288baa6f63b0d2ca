import { randomUUID } from 'node:crypto';
import { withTransaction } from '@oneway/eventstore';
import type { Account } from '../src/domain/ledger/ledger-account.js';
import type { JournalEntry } from '../src/domain/ledger/journal-entry.js';
import { postEntry } from '../src/infrastructure/persistence/ledger.repository.js';
import { runMoneyTransaction } from '../src/infrastructure/persistence/money-unit-of-work.js';
import { usePayments } from './payments-test-kit.js';

// Postings against the real ledger tables: one statement writes the entry, its lines and its
// accounts' balances, so these pin what that statement must keep doing.
describe('ledger postings (Postgres)', () => {
  const harness = usePayments();

  const move = (key: string, from: Account, to: Account, amount: number): JournalEntry => ({
    idempotencyKey: key,
    currency: 'USD',
    description: 'test movement',
    causationId: null,
    lines: [
      { account: from, side: 'debit', amount },
      { account: to, side: 'credit', amount },
    ],
  });
  const post = (entry: JournalEntry) =>
    withTransaction(harness().service.ctx.pool, (tx) => postEntry(tx, entry, { correlationId: null, now: new Date() }));
  const balance = async (kind: string, owner: string) =>
    (
      await harness().query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE kind = $1 AND owner = $2', [
        kind,
        owner,
      ])
    )[0]?.balance;
  const entries = async () =>
    Number((await harness().query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries'))[0]!.n);

  const clearing: Account = { kind: 'payments_clearing', owner: null };
  const refunds: Account = { kind: 'refunds', owner: null };

  it('no protected account goes below zero: a debit that would overdraw an escrow is refused (LEDGER.NEGATIVE_BALANCE) and writes nothing; one that stays at or above zero moves it', async () => {
    const escrow: Account = { kind: 'escrow', owner: randomUUID() };
    expect(await post(move(`held:${escrow.owner}`, clearing, escrow, 1_000))).toBe(true);
    expect(await balance('escrow', escrow.owner!)).toBe('1000');

    // The escrow's row exists: the debit goes through the upsert's update and keeps the guard.
    expect(await post(move(`part-refund:${escrow.owner}`, { ...escrow }, refunds, 400))).toBe(true);
    expect(await balance('escrow', escrow.owner!)).toBe('600');

    const before = await entries();
    await expect(post(move(`over-refund:${escrow.owner}`, escrow, refunds, 700))).rejects.toMatchObject({
      code: 'LEDGER.NEGATIVE_BALANCE',
    });
    expect(await balance('escrow', escrow.owner!)).toBe('600');
    expect(await entries()).toBe(before);
  });

  it('no protected account goes below zero: a first posting that debits a wallet which does not exist yet is refused and opens no account', async () => {
    const wallet: Account = { kind: 'wallet_available', owner: randomUUID() };
    await expect(
      post(move(`withdraw:${wallet.owner}`, wallet, { kind: 'payout_clearing', owner: null }, 100)),
    ).rejects.toMatchObject({
      code: 'LEDGER.NEGATIVE_BALANCE',
    });
    expect(await balance('wallet_available', wallet.owner!)).toBeUndefined();

    // A caller that catches the refusal and goes on cannot commit the overdraw: Postgres has
    // aborted the transaction.
    const other: Account = { kind: 'wallet_available', owner: randomUUID() };
    let caught: unknown;
    await expect(
      withTransaction(harness().service.ctx.pool, async (tx) => {
        await postEntry(tx, move(`withdraw:${other.owner}`, other, { kind: 'payout_clearing', owner: null }, 100), {
          correlationId: null,
          now: new Date(),
        }).catch((err: unknown) => (caught = err));
        await tx.query('SELECT 1');
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect(caught).toMatchObject({ code: 'LEDGER.NEGATIVE_BALANCE' });
    expect(await balance('wallet_available', other.owner!)).toBeUndefined();
  });

  it('an entry posts once: the same idempotency key again writes no entry, no line and no balance change', async () => {
    const escrow: Account = { kind: 'escrow', owner: randomUUID() };
    const entry = move(`held-once:${escrow.owner}`, clearing, escrow, 250);
    expect(await post(entry)).toBe(true);
    const lines = async () =>
      Number((await harness().query<{ n: string }>('SELECT count(*) AS n FROM ledger_lines'))[0]!.n);
    const [e, l] = [await entries(), await lines()];
    expect(await post(entry)).toBe(false);
    expect([await entries(), await lines()]).toEqual([e, l]);
    expect(await balance('escrow', escrow.owner!)).toBe('250');
  });

  it('concurrent postings on the shared platform accounts all land (no deadlock) and the books balance', async () => {
    const owners = Array.from({ length: 40 }, () => randomUUID());
    await Promise.all(
      owners.map((owner, i) =>
        post({
          idempotencyKey: `fan:${owner}`,
          currency: 'USD',
          description: 'test charge',
          causationId: null,
          lines: [
            { account: clearing, side: 'debit', amount: 1_000 + i },
            { account: { kind: 'escrow', owner }, side: 'credit', amount: 900 + i },
            { account: { kind: 'platform_fee_revenue', owner: null }, side: 'credit', amount: 100 },
          ],
        }),
      ),
    );
    for (const row of await harness().trialBalance()) expect(Number(row.net)).toBe(0);
    const { n } = (
      await harness().query<{ n: string }>(
        "SELECT count(*) AS n FROM ledger_entries WHERE idempotency_key LIKE 'fan:%'",
      )
    )[0]!;
    expect(Number(n)).toBe(40);
  });

  describe("posted in a one-trip unit's COMMIT round trip (the charge's path)", () => {
    const meta = () => ({ correlationId: randomUUID(), causationId: null, actorId: null, now: new Date() });
    const postInOneTrip = (...moves: JournalEntry[]) =>
      runMoneyTransaction(
        harness().service.ctx.store,
        meta(),
        async (uow) => {
          for (const m of moves) uow.post(m);
        },
        { oneTripCommit: true },
      );

    it('an entry posts once and moves its balances as postEntry does', async () => {
      const escrow: Account = { kind: 'escrow', owner: randomUUID() };
      const entry = move(`one-trip-held:${escrow.owner}`, clearing, escrow, 321);
      const before = await entries();
      await postInOneTrip(entry);
      expect(await entries()).toBe(before + 1);
      expect(await balance('escrow', escrow.owner!)).toBe('321');
      await postInOneTrip(entry);
      expect(await entries()).toBe(before + 1);
      expect(await balance('escrow', escrow.owner!)).toBe('321');
      for (const row of await harness().trialBalance()) expect(Number(row.net)).toBe(0);
    });

    it('no protected account goes below zero: an overdraw of an existing escrow, or a debit opening a wallet, is refused (LEDGER.NEGATIVE_BALANCE) and nothing of the unit is kept', async () => {
      const escrow: Account = { kind: 'escrow', owner: randomUUID() };
      await postInOneTrip(move(`one-trip-fund:${escrow.owner}`, clearing, escrow, 500));
      const before = await entries();

      // The row exists: its CHECK refuses the update.
      await expect(
        postInOneTrip(
          move(`one-trip-ok:${escrow.owner}`, clearing, { kind: 'escrow', owner: randomUUID() }, 10),
          move(`one-trip-over:${escrow.owner}`, escrow, refunds, 501),
        ),
      ).rejects.toMatchObject({ code: 'LEDGER.NEGATIVE_BALANCE', message: expect.stringContaining(escrow.owner!) });
      expect(await balance('escrow', escrow.owner!)).toBe('500');

      // No row yet: the debit opens it below zero, and the guard set after it is refused.
      const wallet: Account = { kind: 'wallet_available', owner: randomUUID() };
      await expect(
        postInOneTrip(move(`one-trip-withdraw:${wallet.owner}`, wallet, { kind: 'payout_clearing', owner: null }, 100)),
      ).rejects.toMatchObject({ code: 'LEDGER.NEGATIVE_BALANCE' });
      expect(await balance('wallet_available', wallet.owner!)).toBeUndefined();
      // Neither unit kept anything, the other entry of the first included.
      expect(await entries()).toBe(before);
    });
  });
});
