import { randomUUID } from 'node:crypto';
import { userIdentityVerifiedV1 } from '@oneway/contracts';
import { describeShutdown } from './support/shutdown-scenario.js';

describeShutdown({
  service: 'marketplace',
  fakeIdentity: true,
  request: (url, auth) => fetch(`${url}/api/shipments`, { headers: auth }),
  expectStatus: 200,
  requestSql: 'FROM shipments',
  consumed: {
    contract: userIdentityVerifiedV1,
    data: () => ({ userId: randomUUID() }),
    consumer: 'marketplace-identity-verified',
  },
});
