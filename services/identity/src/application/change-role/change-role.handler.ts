import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { ChangeRoleCommand } from './change-role.command.js';
import { changeRole } from '../admin-users/change-role.handler.js';

/** Runs ChangeRoleCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: ChangeRoleCommand) {
    return changeRole(this.deps, request, meta);
  }
}
