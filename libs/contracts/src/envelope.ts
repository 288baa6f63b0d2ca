import { z } from 'zod';

/**
 * The one envelope every domain event travels in, in the event store and on JetStream.
 * `type` + `version` name the contract; `streamId` + `streamVersion` place the event in its
 * aggregate's history; correlation/causation ids let an operator follow a request through
 * every service it touched.
 */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z_]+\.[a-z_]+$/),
  version: z.number().int().positive(),
  streamId: z.string().min(1),
  streamVersion: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  correlationId: z.string().min(1),
  causationId: z.string().min(1).nullable(),
  actorId: z.string().min(1).nullable(),
  data: z.unknown(),
});

export type EventEnvelope<TData = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & {
  data: TData;
};

/** Who and why: carried from the HTTP request into every event and consumer it causes. */
export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  actorId: string | null;
  /** Time enters the domain as data, never from the clock inside a decider. */
  now: Date;
}
