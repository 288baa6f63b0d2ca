import { Module } from '@nestjs/common';
import { QueueBoardController } from './queue-board.controller.js';

/** Operator-facing routes (job queues). */
@Module({ controllers: [QueueBoardController] })
export class OpsHttpModule {}
