import { runUntilSignalled } from '@oneway/service-kit/edge';
import { startGateway } from './gateway.js';

await runUntilSignalled('gateway', () => startGateway());
