import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { UnbanUserCommand } from './unban-user.command.js';
import { unbanUser } from '../admin-users/ban-user.handler.js';

/** Runs UnbanUserCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(UnbanUserCommand)
export class UnbanUserHandler implements ICommandHandler<UnbanUserCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: UnbanUserCommand) {
    return unbanUser(this.deps, request, meta);
  }
}
