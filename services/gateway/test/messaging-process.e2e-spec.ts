import { randomUUID } from 'node:crypto';
import { userRegisteredV1 } from '@oneway/contracts';
import { describeShutdown } from './support/shutdown-scenario.js';

const registeredUser = () => {
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
};

describeShutdown({
  service: 'messaging',
  fakeIdentity: true,
  request: (url, auth) => fetch(`${url}/api/notifications`, { headers: auth }),
  expectStatus: 200,
  requestSql: 'FROM notifications',
  consumed: { contract: userRegisteredV1, data: registeredUser, consumer: 'messaging-directory' },
});
