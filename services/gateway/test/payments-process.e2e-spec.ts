import { randomUUID } from 'node:crypto';
import { shipmentCreatedV1 } from '@oneway/contracts';
import { describeShutdown } from './support/shutdown-scenario.js';

describeShutdown({
  service: 'payments',
  fakeIdentity: true,
  request: (url, auth) => fetch(`${url}/api/payments`, { headers: auth }),
  expectStatus: 200,
  requestSql: 'FROM payments',
  consumed: {
    contract: shipmentCreatedV1,
    data: () => ({
      shipmentId: randomUUID(),
      senderId: randomUUID(),
      trackingNumber: 'OW-TEST',
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      paymentAmount: 3500,
      currency: 'GBP',
    }),
    consumer: 'payments-marketplace-shipments',
  },
});
