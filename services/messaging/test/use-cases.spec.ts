import { SERVICE_CONTEXT } from '@oneway/service-kit';
import { rpcsWithoutHandler } from '@oneway/testing';
import { SendMessageHandler } from '../src/application/send-message/send-message.handler.js';
import { RPC_CONTROLLERS, USE_CASE_HANDLERS } from '../src/app.module.js';
import { MESSAGING_DEPS } from '../src/messaging.tokens.js';

// Stand-ins: nothing connects; a handler that runs fails on them, which is fine (it was reached).
const deps = [
  { provide: MESSAGING_DEPS, useValue: {} },
  { provide: SERVICE_CONTEXT, useValue: {} },
];

describe('messaging use cases on the command and query buses', () => {
  it('every RPC messaging answers reaches its use-case handler (none would answer INTERNAL for want of one)', async () => {
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...USE_CASE_HANDLERS, ...deps])).toEqual([]);
  });

  it('the check names the RPC whose handler is not registered', async () => {
    const withoutSend = USE_CASE_HANDLERS.filter((h) => h !== SendMessageHandler);
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...withoutSend, ...deps])).toEqual(['messaging.send_message']);
  });
});
