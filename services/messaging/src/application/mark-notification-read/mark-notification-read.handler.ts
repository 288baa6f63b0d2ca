import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { markNotificationRead } from '../commands/notification.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { MarkNotificationReadCommand } from './mark-notification-read.command.js';

/** Runs MarkNotificationReadCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: MarkNotificationReadCommand) {
    return markNotificationRead(
      this.deps,
      requireActor(meta),
      request.notificationId,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
