import { z } from 'zod';
import { defineRpc } from './define-rpc.js';

// Request/reply messages between the gateway and the messaging service (its domain comes in a
// later issue; for now it answers a ping so the gateway's readiness can see it).

export const messagingPingRpc = defineRpc({
  name: 'messaging.ping',
  request: z.object({}),
  response: z.object({ service: z.literal('messaging') }),
});
