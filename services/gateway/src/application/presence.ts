/**
 * Who is online, who is typing, and whom a user talks to (live messaging).
 * The gateway's application seam: its HTTP and WebSocket interface reaches these adapters
 * only through this module (lint: interface imports no infrastructure).
 */
export * from '../infrastructure/presence/typing-store.js';
export * from '../infrastructure/presence/presence-store.js';
export * from '../infrastructure/presence/counterparts.js';
