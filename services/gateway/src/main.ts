// First: V8 flags that must be set before the application allocates (v8-flags.ts).
import './v8-flags.js';
import { runUntilSignalled } from '@oneway/service-kit/edge';
import { startGateway } from './gateway.js';

await runUntilSignalled('gateway', () => startGateway());
