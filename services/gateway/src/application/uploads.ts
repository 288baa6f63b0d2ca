/**
 * Uploads awaiting attachment (relay intake photos).
 * The gateway's application seam: its HTTP and WebSocket interface reaches these adapters
 * only through this module (lint: interface imports no infrastructure).
 */
export * from '../infrastructure/uploads/upload-registry.js';
