import { randomUUID } from 'node:crypto';
import { listConversationsRpc, listMessagesRpc, listNotificationsRpc, userRegisteredV1 } from '@oneway/contracts';
import { eventuallyTrue, messagingSuite } from './support/messaging-suite.js';

describe('messaging demo seed (SEED_DEMO=1)', () => {
  const suite = messagingSuite('messaging_demo_seed', { SEED_DEMO: '1' });
  const alice = { userId: randomUUID(), role: 'user' as const };
  const bola = { userId: randomUUID(), role: 'user' as const };
  const register = (userId: string, email: string, fullName: string) =>
    suite.publish(userRegisteredV1, {
      userId,
      email,
      username: email.split('@')[0],
      fullName,
      country: 'United Kingdom',
      userType: 'both',
      role: 'user',
    });

  it('gives alice and bola a conversation once, whose messages notify like any other', async () => {
    await register(alice.userId, 'alice@oneway.local', 'Alice Adeyemi');
    await register(bola.userId, 'bola@oneway.local', 'Bola Bankole');
    // Until messaging's directory knows bola, the thread is a 404: keep polling.
    const thread = () =>
      suite.call(alice, listMessagesRpc, { userId: bola.userId }).catch(() => ({ items: [] as unknown[] }));
    await eventuallyTrue(async () => (await thread()).items.length === 4);
    // A replayed registration stores nothing twice.
    await register(alice.userId, 'alice@oneway.local', 'Alice Adeyemi');
    await register(bola.userId, 'bola@oneway.local', 'Bola Bankole');
    await eventuallyTrue(async () => {
      const { rows } = await suite.service.ctx.pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM es_inbox WHERE consumer = 'messaging-demo-seed'",
      );
      return Number(rows[0]!.n) === 4;
    });
    expect((await thread()).items).toHaveLength(4);
    const list = await suite.call(alice, listConversationsRpc, {});
    expect(list.items[0]).toMatchObject({ user: { fullName: 'Bola Bankole' }, unreadCount: 2 });
    await eventuallyTrue(async () =>
      (await suite.call(alice, listNotificationsRpc, {})).items.some(
        (n) => n.type === 'new_message' && n.title === 'New message from Bola Bankole',
      ),
    );
  });
});
