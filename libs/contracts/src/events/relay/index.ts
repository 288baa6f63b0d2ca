export * from './relay-values.js';
export * from './relay-point.events.js';
export * from './relay-package.events.js';
import { relayPointEvents } from './relay-point.events.js';
import { relayPackageEvents } from './relay-package.events.js';

export const relayEvents = [...relayPointEvents, ...relayPackageEvents] as const;
