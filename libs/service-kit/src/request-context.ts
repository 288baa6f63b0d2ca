import { AsyncLocalStorage } from 'node:async_hooks';

/** What travels with one unit of work: an HTTP request, an RPC call, a consumed event. */
export interface RequestContext {
  correlationId: string;
  causationId: string | null;
  actorId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}
