/**
 * Live socket messages to users wherever they are connected (the gateway's application seam
 * for them: its HTTP interface reaches the messaging feed's shapes only through this module).
 */
export { messageDelivery, type LiveDelivery } from '../infrastructure/messaging-feed/messaging-feed.js';

/** Sends to users' sockets on every gateway instance (the WebSocket hub's fan-out). */
export interface LiveFanOut {
  toUsers(userIds: string[], message: unknown): Promise<void>;
}
