import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payoutErrors } from '@oneway/contracts';
import { requireActor } from '../access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { readYourWrites } from '../payment-methods/payment-methods.handlers.js';
import { findWithdrawal } from '../queries/wallet.queries.js';
import { requestWithdrawal } from '../request-withdrawal/request-withdrawal.js';
import { WALLET_PROJECTION } from '../projections/wallet.projection.js';
import { RequestWithdrawalCommand } from './request-withdrawal.command.js';

/** Runs RequestWithdrawalCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RequestWithdrawalCommand)
export class RequestWithdrawalHandler implements ICommandHandler<RequestWithdrawalCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: RequestWithdrawalCommand) {
    const actor = requireActor(meta);
    const { lastPosition } = await requestWithdrawal(this.deps, request, meta);
    await readYourWrites(this.deps, WALLET_PROJECTION, lastPosition);
    const w = await findWithdrawal(this.deps.pool, actor.userId, request.withdrawalId);
    if (!w) throw payoutErrors.withdrawalNotFound();
    return w;
  }
}
