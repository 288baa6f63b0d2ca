import { runMain } from '@oneway/service-kit';
import { messagingService } from './messaging.service.js';

await runMain(messagingService);
