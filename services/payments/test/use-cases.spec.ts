import { SERVICE_CONTEXT } from '@oneway/service-kit';
import { rpcsWithoutHandler } from '@oneway/testing';
import { ChargeShipmentHandler } from '../src/application/charge-shipment/charge-shipment.handler.js';
import { RPC_CONTROLLERS, USE_CASE_HANDLERS } from '../src/app.module.js';
import { PAYMENT_QUEUES, PAYMENTS_DEPS } from '../src/application/payments-deps.js';

// Stand-ins: nothing connects; a handler that runs fails on them, which is fine (it was reached).
const deps = [
  { provide: PAYMENTS_DEPS, useValue: {} },
  { provide: PAYMENT_QUEUES, useValue: {} },
  { provide: SERVICE_CONTEXT, useValue: {} },
];

describe('payments use cases on the command and query buses', () => {
  it('every RPC payments answers reaches its use-case handler (none would answer INTERNAL for want of one)', async () => {
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...USE_CASE_HANDLERS, ...deps])).toEqual([]);
  });

  it('the check names the RPC whose handler is not registered', async () => {
    const withoutCharge = USE_CASE_HANDLERS.filter((h) => h !== ChargeShipmentHandler);
    expect(await rpcsWithoutHandler(RPC_CONTROLLERS, [...withoutCharge, ...deps])).toEqual(['payments.chargeShipment']);
  });
});
