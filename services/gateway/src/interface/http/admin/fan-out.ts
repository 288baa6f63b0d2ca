import { STAFF_READ_CONTEXTS, type RpcContract, type RpcMeta, DomainError } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { z } from 'zod';

export interface FannedOut<T> {
  answers: { context: string; value: T }[];
  /** Contexts that did not answer (down, or not deployed yet): the page says so, shows the rest. */
  unavailable: string[];
}

/**
 * Asks every service the same staff read. A refusal (403) is the caller's answer and is
 * thrown; a service that is down only marks its part unavailable.
 */
export async function askEveryService<C extends RpcContract>(
  rpc: RpcClient,
  meta: RpcMeta,
  contractFor: (context: string) => C,
  payload: z.input<C['request']>,
): Promise<FannedOut<z.infer<C['response']>>> {
  const settled = await Promise.allSettled(
    STAFF_READ_CONTEXTS.map((context) => rpc.call(contractFor(context), payload, meta)),
  );
  const out: FannedOut<z.infer<C['response']>> = { answers: [], unavailable: [] };
  settled.forEach((s, i) => {
    const context = STAFF_READ_CONTEXTS[i]!;
    if (s.status === 'fulfilled') out.answers.push({ context, value: s.value });
    else if (s.reason instanceof DomainError && ['forbidden', 'unauthorized', 'validation'].includes(s.reason.kind))
      throw s.reason;
    else out.unavailable.push(context);
  });
  return out;
}
