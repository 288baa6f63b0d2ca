import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from './logger.js';
import { PlainRpcHandlers } from './plain-rpc-handlers.js';
import { OnewayNatsServer } from './oneway-nats.server.js';

@Module({})
class RpcResponderModule {}

/**
 * A bare Nest NATS microservice answering contracts with plain functions, for test doubles
 * (a fake identity in the gateway's tests) and tools; services use `@Rpc` controllers.
 * Resolves once it is subscribed; `drain()` finishes what is in flight, then closes.
 */
export async function startRpcResponder(
  opts: { name: string; prefix: string; logger: Logger; natsUrl?: string },
  register: (rpc: PlainRpcHandlers) => void,
): Promise<{ drain: () => Promise<void> }> {
  const server = new OnewayNatsServer({
    servers: opts.natsUrl ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    name: opts.name,
    prefix: opts.prefix,
    logger: opts.logger,
  });
  register(new PlainRpcHandlers(server, opts.logger));
  const app = await NestFactory.createMicroservice(RpcResponderModule, { strategy: server, logger: false });
  await app.listen();
  let closing: Promise<void> | null = null;
  return { drain: () => (closing ??= app.close()) };
}
