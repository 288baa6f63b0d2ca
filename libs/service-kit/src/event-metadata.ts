import type { EventMetadata, RpcMeta } from '@oneway/contracts';
import { currentContext } from './request-context.js';

/** Event metadata for an append made while handling an RPC call. */
export function metadataFromRpc(meta: RpcMeta, now: Date = new Date()): EventMetadata {
  return { correlationId: meta.correlationId, causationId: null, actorId: meta.actor?.userId ?? null, now };
}

/** Event metadata for an append made while handling a consumed event or a job. */
export function metadataFromContext(now: Date = new Date()): EventMetadata {
  const ctx = currentContext();
  return {
    correlationId: ctx?.correlationId ?? crypto.randomUUID(),
    causationId: ctx?.causationId ?? null,
    actorId: ctx?.actorId ?? null,
    now,
  };
}
