import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { BanUserCommand } from './ban-user.command.js';
import { banUser } from '../admin-users/ban-user.handler.js';

/** Runs BanUserCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(BanUserCommand)
export class BanUserHandler implements ICommandHandler<BanUserCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: BanUserCommand) {
    return banUser(this.deps, request, meta);
  }
}
