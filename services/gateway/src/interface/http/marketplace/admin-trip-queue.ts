import { type AdminTripQueueItem, getPublicProfileRpc, travelerProfileRpc, type RpcMeta } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';

/**
 * Who is behind a trip in the staff review queue (issue 18 item 7): the contracts'
 * adminTripQueueItemSchema `traveler`, null when identity or marketplace cannot be read.
 */
type QueueTraveler = AdminTripQueueItem['traveler'];

async function travelerOf(rpc: RpcClient, userId: string, meta: RpcMeta): Promise<QueueTraveler> {
  try {
    const [person, record] = await Promise.all([
      rpc.call(getPublicProfileRpc, { userId }, meta),
      rpc.call(travelerProfileRpc, { userId }, meta),
    ]);
    return {
      fullName: person.fullName,
      username: person.username,
      isVerified: person.isVerified,
      rating: record.rating,
      completedTrips: record.completedTrips,
    };
  } catch {
    return null;
  }
}

/** Adds `traveler` to each trip of a queue page, one lookup per distinct traveler, in parallel. */
export async function withTravelers<T extends { travelerId: string }>(
  rpc: RpcClient,
  meta: RpcMeta,
  page: { items: T[] } & Record<string, unknown>,
): Promise<typeof page & { items: Array<T & { traveler: QueueTraveler }> }> {
  const ids = [...new Set(page.items.map((t) => t.travelerId))];
  const found = new Map(await Promise.all(ids.map(async (id) => [id, await travelerOf(rpc, id, meta)] as const)));
  return { ...page, items: page.items.map((t) => ({ ...t, traveler: found.get(t.travelerId) ?? null })) };
}
