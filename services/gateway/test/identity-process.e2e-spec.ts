import { randomUUID } from 'node:crypto';
import { describeShutdown } from './support/shutdown-scenario.js';

// Identity consumes no events; its in-flight work on SIGTERM is the call (a public profile read).
let userId: string | null = null;

describeShutdown({
  service: 'identity',
  fakeIdentity: false,
  env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_POLL_INTERVAL_MS: '600000' },
  request: async (url) => {
    if (!userId) {
      const tag = randomUUID().slice(0, 8);
      const res = await fetch(`${url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: `User ${tag}`,
          username: `u${tag}`,
          email: `u${tag}@example.com`,
          country: 'United Kingdom',
          password: 'Str0ng#Passw0rd',
        }),
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
      userId = ((await res.json()) as { user: { id: string } }).user.id;
    }
    return fetch(`${url}/api/users/${userId}/public`);
  },
  expectStatus: 200,
  requestSql: 'FROM users',
});
