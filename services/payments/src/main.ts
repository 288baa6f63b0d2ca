import { runMain } from '@oneway/service-kit';
import { paymentsService } from './payments.service.js';

await runMain(paymentsService());
