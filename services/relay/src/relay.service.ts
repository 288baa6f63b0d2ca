import { relayPingRpc } from '@oneway/contracts';
import type { ServiceDefinition } from '@oneway/service-kit';

/** The relay service as the kit runs it; its domain arrives with its own issue. */
export const relayService: ServiceDefinition = {
  name: 'relay',
  rpc: (ctx) => {
    ctx.rpc.handle(relayPingRpc, async () => ({ service: 'relay' as const }));
  },
};
