import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, subjectPrefix, testUrls } from '@oneway/testing';
import { Redis } from 'ioredis';
import type { RunningGateway } from '../../src/gateway.js';
import { startKeyedFakeIdentity } from './fake-identity.js';
import { startMessagingForGateway } from './messaging-for-gateway.js';
import { startTestGateway } from './test-gateway.js';
import type { SigningKey } from './test-keys.js';

/**
 * What the WebSocket suites run against: the bus, Redis, an identity stand-in that signs
 * tokens, the real messaging service, and one gateway per entry of `gatewayEnvs`, all sharing
 * one Redis key prefix as instances behind a load balancer do. `name` keeps the suite's keys
 * apart from every other suite's and stack's.
 */
export interface LiveBed {
  nc: NatsConnection;
  redis: Redis;
  key: SigningKey;
  messaging: Awaited<ReturnType<typeof startMessagingForGateway>>;
  gateways: RunningGateway[];
  /** The gateways' `REDIS_KEY_PREFIX` (presence lives at `<keyPrefix>presence:<userId>`). */
  keyPrefix: string;
  stop: () => Promise<void>;
}

export async function startLiveBed(name: string, gatewayEnvs: Record<string, string>[]): Promise<LiveBed> {
  const keyPrefix = `${subjectPrefix()}:${name}:`;
  const nc = await connectNats();
  const redis = new Redis(testUrls.redis());
  // Stopped in reverse order, also when a later step fails to start.
  const stoppers: (() => Promise<void>)[] = [
    async () => {
      await deleteTestStreams(nc);
      await nc.drain();
    },
    async () => redis.disconnect(),
  ];
  const stop = async () => {
    for (const s of stoppers.splice(0).reverse()) await s().catch(() => {});
  };
  try {
    const { key, identity } = await startKeyedFakeIdentity(nc);
    stoppers.push(() => identity.stop());
    const messaging = await startMessagingForGateway(nc);
    stoppers.push(() => messaging.stop());
    const gateways: RunningGateway[] = [];
    for (const env of gatewayEnvs) {
      const gw = await startTestGateway({ REDIS_KEY_PREFIX: keyPrefix, ...env });
      stoppers.push(() => gw.stop());
      gateways.push(gw);
    }
    return { nc, redis, key, messaging, gateways, keyPrefix, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
