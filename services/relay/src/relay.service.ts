import type { ServiceDefinition } from '@oneway/service-kit';
import { RelayPingController } from './interface/rpc/relay-ping.controller.js';

/** The relay service as a Nest application; its domain arrives with its own issue. */
export const relayService: ServiceDefinition = {
  name: 'relay',
  controllers: [RelayPingController],
};
