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
