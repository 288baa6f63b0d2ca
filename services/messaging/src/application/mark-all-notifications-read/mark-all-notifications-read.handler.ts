import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { markAllNotificationsRead } from '../commands/notification.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { MarkAllNotificationsReadCommand } from './mark-all-notifications-read.command.js';

/** Runs MarkAllNotificationsReadCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ meta }: MarkAllNotificationsReadCommand) {
    return markAllNotificationsRead(this.deps, requireActor(meta), metadataFromRpc(meta, this.deps.now()));
  }
}
