import type { EventData, userRegisteredV1 } from '@oneway/contracts';
import { type EventStore, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import { conversationIdOf, uuidFromHash } from '../application/conversation-id.js';
import { nameIn } from '../application/queries/directory.query.js';
import { conversationDecider, conversationStreamId } from '../domain/conversation/conversation.decider.js';
import { decideMessageNotification, messageNotificationStreamId } from '../application/commands/create-notification.js';
import { rememberRegisteredUser } from './directory.reaction.js';

// SEED_DEMO=1 (never in production): once identity has registered both demo accounts,
// alice (sender) and bola (traveler) have a conversation arranging a handoff; its messages
// notify like any other. Message ids are derived, so a replay stores nothing twice.

const SENDER = 'alice@oneway.local';
const TRAVELER = 'bola@oneway.local';
const SCRIPT: ReadonlyArray<readonly ['alice' | 'bola', string]> = [
  ['alice', 'Hi Bola! I saw your London → Lagos trip. Could you take a 2.5 kg parcel of books?'],
  ['bola', 'Hi Alice, yes, I have space for that. When could you hand it over?'],
  ['alice', 'Thursday evening works for me. I can meet you near Paddington station.'],
  ['bola', 'Perfect, Thursday at 6pm at Paddington. I will message you when I arrive.'],
];

export function demoSeedConsumer(store: EventStore): ConsumerSpec {
  return {
    name: 'messaging-demo-seed',
    context: 'identity',
    handlers: {
      'identity.user.registered': async (event, tx) => {
        const user = event.data as EventData<typeof userRegisteredV1>;
        if (user.email !== SENDER && user.email !== TRAVELER) return;
        // The directory consumer runs on its own; record the person here too (same upsert).
        await rememberRegisteredUser(tx, user);
        const { rows } = await tx.query<{ id: string; email: string; full_name: string }>(
          'SELECT id, email, full_name FROM messaging_users WHERE email = ANY($1::text[])',
          [[SENDER, TRAVELER]],
        );
        const alice = rows.find((r) => r.email === SENDER)?.id;
        const bola = rows.find((r) => r.email === TRAVELER)?.id;
        if (!alice || !bola) return;
        const nameOf = nameIn(new Map(rows.map((r) => [r.id, { fullName: r.full_name }])));
        const conversationId = conversationIdOf(alice, bola);
        for (const [i, [who, content]] of SCRIPT.entries()) {
          const [from, to] = who === 'alice' ? [alice, bola] : [bola, alice];
          const messageId = uuidFromHash(`demo-message:${conversationId}:${i}`);
          const now = new Date();
          await runCommand(
            store,
            { correlationId: event.correlationId, causationId: event.id, actorId: from, now },
            async (unit) => {
              const { events } = await unit.decide(conversationDecider, conversationStreamId(conversationId), {
                type: 'send_message',
                conversationId,
                messageId,
                senderId: from,
                recipientId: to,
                content,
                shipmentId: null,
                recipient: { exists: true, banned: false },
                threadAllowed: true,
              });
              if (!events[0]) return;
              await decideMessageNotification(unit, events[0], messageId, nameOf);
              unit.alongside((t) =>
                t.query(
                  'INSERT INTO message_ids (message_id, conversation_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
                  [messageId, conversationId],
                ),
              );
            },
            { tx, newStreams: [messageNotificationStreamId(messageId, to)] },
          );
        }
      },
    },
  };
}
