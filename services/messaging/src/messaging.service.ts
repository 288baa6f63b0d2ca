import { messagingPingRpc } from '@oneway/contracts';
import type { ServiceDefinition } from '@oneway/service-kit';

/** The messaging service as the kit runs it; its domain arrives with its own issue. */
export const messagingService: ServiceDefinition = {
  name: 'messaging',
  rpc: (ctx) => {
    ctx.rpc.handle(messagingPingRpc, async () => ({ service: 'messaging' as const }));
  },
};
