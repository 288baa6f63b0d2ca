/**
 * Rate limits on sign-in and the public forms.
 * The gateway's application seam: its HTTP and WebSocket interface reaches these adapters
 * only through this module (lint: interface imports no infrastructure).
 */
export * from '../infrastructure/rate-limit/auth-rate-limits.js';
export * from '../infrastructure/rate-limit/public-form-rate-limits.js';
