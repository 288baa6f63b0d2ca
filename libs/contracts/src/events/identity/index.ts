export * from './user.events.js';
export * from './session.events.js';
import { identitySessionEvents } from './session.events.js';
import { identityUserEvents } from './user.events.js';

export const identityEvents = [...identityUserEvents, ...identitySessionEvents] as const;
