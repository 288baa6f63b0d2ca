import { runMain } from '@oneway/service-kit';
import { relayService } from './relay.service.js';

await runMain(relayService);
