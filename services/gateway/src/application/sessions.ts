/**
 * Who the caller is: access-token verification, the deny list of ended sessions, the signed-in user read model.
 * The gateway's application seam: its HTTP and WebSocket interface reaches these adapters
 * only through this module (lint: interface imports no infrastructure).
 */
export * from '../infrastructure/auth/deny-list.js';
export * from '../infrastructure/auth/access-token-verifier.js';
export * from '../infrastructure/identity-feed/session-user-read-model.js';
