export * from './user.events.js';
export * from './session.events.js';
export * from './verification.events.js';
import { identitySessionEvents } from './session.events.js';
import { identityUserEvents } from './user.events.js';
import { identityVerificationEvents } from './verification.events.js';

export const identityEvents = [...identityUserEvents, ...identitySessionEvents, ...identityVerificationEvents] as const;
