import { runMain } from '@oneway/service-kit';
import { identityService } from './identity.service.js';

await runMain(identityService());
