import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import type { RelayDeps } from '../relay-deps.js';
import { releasePackage } from '../release/release-package.handler.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { RelayReleaseCommand } from './relay-release.command.js';

/** Runs RelayReleaseCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RelayReleaseCommand)
export class RelayReleaseHandler implements ICommandHandler<RelayReleaseCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: RelayReleaseCommand) {
    return releasePackage(this.deps, meta, request, metadataFromRpc(meta, this.deps.now()));
  }
}
