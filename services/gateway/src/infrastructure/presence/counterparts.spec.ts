import { randomUUID } from 'node:crypto';
import { createLogger, type RpcClient } from '@oneway/service-kit/edge';
import { Counterparts } from './counterparts.js';

// Messaging's answer per user, and every question the cache asked it.
const messaging = (answers: Record<string, string[]>) => {
  const asked: string[] = [];
  const rpc = {
    call: async (_contract: unknown, _input: unknown, meta: { actor: { userId: string } }) => {
      asked.push(meta.actor.userId);
      return { userIds: answers[meta.actor.userId] ?? [] };
    },
  } as unknown as RpcClient;
  return { rpc, asked };
};

describe('counterparts cache of a gateway instance', () => {
  const logger = createLogger('counterparts-spec', 'silent');

  it('follows the sockets: users with no socket here are forgotten at the sweep and asked again when they connect', async () => {
    const [alice, bob, carol] = [randomUUID(), randomUUID(), randomUUID()];
    const { rpc, asked } = messaging({ [alice]: [bob], [carol]: [bob] });
    const counterparts = new Counterparts(rpc, logger);

    expect([...(await counterparts.of({ userId: alice, role: 'user' }))]).toEqual([bob]);
    await counterparts.of({ userId: carol, role: 'user' });
    await counterparts.of({ userId: alice, role: 'user' });
    expect(asked).toEqual([alice, carol]);

    // Carol closed her last socket here; Alice is still connected.
    counterparts.retain((userId) => userId === alice);
    await counterparts.of({ userId: alice, role: 'user' });
    expect(asked).toEqual([alice, carol]);
    // A forgotten user learns of a new counterpart when they connect, not through link().
    expect(counterparts.link(carol, alice)).toBe(true); // Alice's set gains Carol
    expect([...(await counterparts.of({ userId: alice, role: 'user' }))]).toEqual([bob, carol]);
    await counterparts.of({ userId: carol, role: 'user' });
    expect(asked).toEqual([alice, carol, carol]);
  });
});

describe('counterparts lookups a socket can cause', () => {
  const logger = createLogger('counterparts-spec', 'silent');

  // Messaging that answers only when the test says so, and a clock the test moves.
  const heldMessaging = (answers: Record<string, string[]>) => {
    const asked: string[] = [];
    const waiting: (() => void)[] = [];
    const rpc = {
      call: (_contract: unknown, _input: unknown, meta: { actor: { userId: string } }) => {
        asked.push(meta.actor.userId);
        return new Promise((resolve) =>
          waiting.push(() => resolve({ userIds: [...(answers[meta.actor.userId] ?? [])] })),
        );
      },
    } as unknown as RpcClient;
    const answerAll = () => {
      for (const answer of waiting.splice(0)) answer();
    };
    return { rpc, asked, answerAll };
  };
  // Every promise callback that can run has run (the held questions stay held).
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('naming strangers concurrently asks messaging once, and again only after the refresh interval', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const strangers = Array.from({ length: 50 }, () => randomUUID());
    const m = heldMessaging({ [alice]: [bob] });
    let now = 1_000_000;
    const counterparts = new Counterparts(m.rpc, logger, { refreshMs: 2000, now: () => now });
    const me = { userId: alice, role: 'user' as const };

    // Fifty typing frames to strangers while the first question is under way: one question.
    const answers = strangers.map((s) => counterparts.includes(me, s));
    await settled();
    expect(m.asked).toEqual([alice]);
    m.answerAll();
    expect(await Promise.all(answers)).toEqual(strangers.map(() => false));
    expect(m.asked).toEqual([alice]);

    // Within the interval nobody is asked, however many strangers are named.
    now += 1999;
    for (const s of strangers) expect(await counterparts.includes(me, s)).toBe(false);
    expect(m.asked).toEqual([alice]);
    expect(await counterparts.includes(me, bob)).toBe(true);

    // After it, one more question (shared by the concurrent frames), then quiet again.
    now += 1;
    const later = strangers.map((s) => counterparts.includes(me, s));
    await settled();
    m.answerAll();
    expect(await Promise.all(later)).toEqual(strangers.map(() => false));
    expect(m.asked).toEqual([alice, alice]);
  });

  it('a new conversation counts at once, also while the refresh interval holds questions back', async () => {
    const [alice, bob, carol, dan] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const m = heldMessaging({ [alice]: [bob] });
    const counterparts = new Counterparts(m.rpc, logger, { refreshMs: 60_000 });
    const me = { userId: alice, role: 'user' as const };
    const first = counterparts.of(me);
    // Dan writes to Alice while messaging's answer (from before his message) is on its way.
    counterparts.link(dan, alice);
    m.answerAll();
    expect([...(await first)].sort()).toEqual([bob, dan].sort());
    expect(await counterparts.includes(me, carol)).toBe(false);
    expect(counterparts.link(carol, alice)).toBe(true);
    expect(await counterparts.includes(me, carol)).toBe(true);
    expect(m.asked).toEqual([alice]);
  });
});
