import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  type Actor,
  type EventContract,
  type RpcContract,
  type RpcMeta,
  type Role,
  subjectOf,
} from '@oneway/contracts';
import { RpcClient } from '@oneway/service-kit';
import type { z } from 'zod';

export function userOf(role: Role = 'user'): Actor {
  return { userId: randomUUID(), role };
}

/** Calls the marketplace as a given user, the way the gateway would. */
export function callerFor(nc: NatsConnection, prefix: string) {
  const client = new RpcClient(nc, prefix, 15_000);
  return <C extends RpcContract>(
    actor: Actor | null,
    contract: C,
    payload: z.input<C['request']>,
  ): Promise<z.infer<C['response']>> => {
    const meta: RpcMeta = { correlationId: `e2e-${randomUUID()}`, actor };
    return client.call(contract, payload, meta);
  };
}

/** Publishes another context's event as its outbox relay would (payments and identity do not run in these tests). */
export async function publishEvent(
  nc: NatsConnection,
  prefix: string,
  contract: EventContract,
  data: unknown,
): Promise<string> {
  const id = randomUUID();
  const envelope = {
    id,
    type: contract.type,
    version: contract.version,
    streamId: `${contract.aggregate}-${(data as { paymentId?: string; userId?: string }).paymentId ?? (data as { userId?: string }).userId}`,
    streamVersion: 1,
    occurredAt: new Date().toISOString(),
    correlationId: `e2e-${id}`,
    causationId: null,
    actorId: null,
    data,
  };
  await jetstream(nc).publish(subjectOf(contract, prefix), JSON.stringify(envelope), { msgID: id });
  return id;
}

export function daysFromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Dates valid against the real clock, for commands the service decides at today's date (the
 * fixtures' own dates are pinned to their fixed NOW and pass by as the calendar moves on).
 */
export const liveDates = {
  shipment: () => ({ earliestPickupDate: daysFromToday(1), latestDeliveryDate: daysFromToday(20) }),
  trip: () => ({ departureDate: daysFromToday(2), arrivalDate: daysFromToday(3) }),
};
