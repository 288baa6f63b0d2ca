/**
 * Operator sessions for the queue board.
 * The gateway's application seam: its HTTP and WebSocket interface reaches these adapters
 * only through this module (lint: interface imports no infrastructure).
 */
export * from '../infrastructure/ops/ops-sessions.js';
