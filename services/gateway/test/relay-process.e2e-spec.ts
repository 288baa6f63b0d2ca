import { randomUUID } from 'node:crypto';
import { userRegisteredV1 } from '@oneway/contracts';
import { describeShutdown } from './support/shutdown-scenario.js';

describeShutdown({
  service: 'relay',
  fakeIdentity: true,
  request: (url, auth) => fetch(`${url}/api/relay-points`, { headers: auth }),
  expectStatus: 200,
  requestSql: 'FROM relay_points',
  consumed: {
    contract: userRegisteredV1,
    data: () => {
      const tag = randomUUID().slice(0, 8);
      return {
        userId: randomUUID(),
        email: `u${tag}@example.com`,
        username: `u${tag}`,
        fullName: `User ${tag}`,
        country: 'Canada',
        userType: 'sender',
        role: 'user',
      };
    },
    consumer: 'relay-people',
  },
});
