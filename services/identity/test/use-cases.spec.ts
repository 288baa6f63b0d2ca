import { SERVICE_CONTEXT } from '@oneway/service-kit';
import { rpcsWithoutHandler } from '@oneway/testing';
import { IDENTITY_DEPS } from '../src/application/identity-deps.js';
import { LoginHandler } from '../src/application/login/login.handler.js';
import { RPC_CONTROLLERS, USE_CASE_HANDLERS } from '../src/app.module.js';

// Stand-ins: nothing connects; a handler that runs fails on them, which is fine (it was reached).
const deps = [
  { provide: IDENTITY_DEPS, useValue: {} },
  { provide: SERVICE_CONTEXT, useValue: {} },
];

describe('identity use cases on the command and query buses', () => {
  it('every RPC identity answers reaches its use-case handler (none would answer INTERNAL for want of one)', async () => {
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...USE_CASE_HANDLERS, ...deps])).toEqual([]);
  });

  it('the check names the RPC whose handler is not registered', async () => {
    const withoutLogin = USE_CASE_HANDLERS.filter((h) => h !== LoginHandler);
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...withoutLogin, ...deps])).toEqual(['identity.login']);
  });
});
