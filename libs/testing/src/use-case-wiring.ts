import 'reflect-metadata';
import { Module, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandHandlerNotFoundException, CqrsModule, QueryHandlerNotFoundException } from '@nestjs/cqrs';

/** The metadata key `@Rpc(contract)` sets (libs/service-kit/src/rpc-contract.metadata.ts). */
const RPC_CONTRACT = 'oneway:rpc-contract';

/**
 * The RPC names among `controllers` whose message reaches no handler on the command or query
 * bus (a caller would get INTERNAL). Each `@Rpc` method is called once with an empty request;
 * `providers` are the use-case handlers and stand-ins for what they and `@Rpc`'s interceptor
 * inject (SERVICE_CONTEXT, the deps token; nothing connects:
 * a handler that runs fails on its stand-in, which is fine: it was reached).
 */
export async function rpcsWithoutHandler(controllers: Type[], providers: Provider[]): Promise<string[]> {
  @Module({
    imports: [CqrsModule.forRoot()],
    controllers,
    providers,
  })
  class UseCaseWiringModule {}
  const app = await NestFactory.createApplicationContext(UseCaseWiringModule, { logger: false, abortOnError: false });
  const missing: string[] = [];
  try {
    for (const controller of controllers) {
      const instance = app.get<Record<string, (req: unknown, meta: unknown) => unknown>>(controller);
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const contract = Reflect.getMetadata(RPC_CONTRACT, controller.prototype[method]) as
          { name: string } | undefined;
        if (!contract) continue;
        try {
          await instance[method]!({}, { correlationId: 'use-case-wiring', actor: null });
        } catch (err) {
          if (err instanceof CommandHandlerNotFoundException || err instanceof QueryHandlerNotFoundException) {
            missing.push(contract.name);
          }
        }
      }
    }
  } finally {
    await app.close();
  }
  return missing;
}
