import { runMain } from '@oneway/service-kit';
import { marketplaceService } from './marketplace.service.js';

await runMain(marketplaceService);
