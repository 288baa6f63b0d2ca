import { SERVICE_CONTEXT } from '@oneway/service-kit';
import { rpcsWithoutHandler } from '@oneway/testing';
import { RelayCheckInHandler } from '../src/application/relay-check-in/relay-check-in.handler.js';
import { RPC_CONTROLLERS, USE_CASE_HANDLERS } from '../src/app.module.js';
import { RELAY_DEPS } from '../src/relay.tokens.js';

// Stand-ins: nothing connects; a handler that runs fails on them, which is fine (it was reached).
const deps = [
  { provide: RELAY_DEPS, useValue: {} },
  { provide: SERVICE_CONTEXT, useValue: {} },
];

describe('relay use cases on the command and query buses', () => {
  it('every RPC relay answers reaches its use-case handler (none would answer INTERNAL for want of one)', async () => {
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...USE_CASE_HANDLERS, ...deps])).toEqual([]);
  });

  it('the check names the RPC whose handler is not registered', async () => {
    const withoutCheckIn = USE_CASE_HANDLERS.filter((h) => h !== RelayCheckInHandler);
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...withoutCheckIn, ...deps])).toEqual(['relay.checkIn']);
  });
});
