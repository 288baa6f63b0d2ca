import { SERVICE_CONTEXT } from '@oneway/service-kit';
import { rpcsWithoutHandler } from '@oneway/testing';
import { CreateShipmentHandler } from '../src/application/create-shipment/create-shipment.handler.js';
import { RPC_CONTROLLERS, USE_CASE_HANDLERS } from '../src/app.module.js';
import { MARKETPLACE_DEPS } from '../src/application/marketplace-deps.js';

// Stand-ins: nothing connects; a handler that runs fails on them, which is fine (it was reached).
const deps = [
  { provide: MARKETPLACE_DEPS, useValue: {} },
  { provide: SERVICE_CONTEXT, useValue: {} },
];

describe('marketplace use cases on the command and query buses', () => {
  it('every RPC marketplace answers reaches its use-case handler (none would answer INTERNAL for want of one)', async () => {
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...USE_CASE_HANDLERS, ...deps])).toEqual([]);
  });

  it('the check names the RPC whose handler is not registered', async () => {
    const withoutCreate = USE_CASE_HANDLERS.filter((h) => h !== CreateShipmentHandler);
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...withoutCreate, ...deps])).toEqual([
      'marketplace.shipments.create',
    ]);
  });
});
