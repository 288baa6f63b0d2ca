import { runUntilSignalled } from '@oneway/service-kit';
import { startGateway } from './gateway.js';

await runUntilSignalled('gateway', () => startGateway());
