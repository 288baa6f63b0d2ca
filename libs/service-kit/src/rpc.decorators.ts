import {
  applyDecorators,
  createParamDecorator,
  SetMetadata,
  UseFilters,
  UseInterceptors,
  type ExecutionContext,
} from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RpcContract, RpcEnvelope } from '@oneway/contracts';
import { rpcPatternOf } from './rpc-answer.js';
import { RPC_CONTRACT } from './rpc-contract.metadata.js';
import { RpcContractInterceptor } from './rpc-contract.interceptor.js';
import { RpcErrorFilter } from './rpc-error.filter.js';

/**
 * Answers one RPC contract: `@Rpc(loginRpc) login(@RpcPayload() req, @RpcCaller() meta)`.
 * The payload arrives checked against `contract.request`, the reply leaves checked against
 * `contract.response`, errors leave as `{code, kind, message}` (RpcContractInterceptor,
 * RpcErrorFilter).
 */
export const Rpc = (contract: RpcContract): MethodDecorator =>
  applyDecorators(
    MessagePattern(rpcPatternOf(contract)),
    SetMetadata(RPC_CONTRACT, contract),
    UseInterceptors(RpcContractInterceptor),
    UseFilters(RpcErrorFilter),
  );

const envelopeOf = (ctx: ExecutionContext): RpcEnvelope => ctx.switchToRpc().getData<RpcEnvelope>();

/** The request payload, already parsed by the contract. */
export const RpcPayload = createParamDecorator((_: unknown, ctx: ExecutionContext) => envelopeOf(ctx).payload);

/** The caller as the gateway established it: `{correlationId, actor, ip?}`. */
export const RpcCaller = createParamDecorator((_: unknown, ctx: ExecutionContext) => envelopeOf(ctx).meta);
