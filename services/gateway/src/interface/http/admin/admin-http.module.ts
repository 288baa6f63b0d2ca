import { Module } from '@nestjs/common';
import { AdminAreaController } from './admin-area.controller.js';
import { FinanceDeskController } from './finance-desk.controller.js';

/** The admin area's cross-service reads (dashboard, audit log, user history) and the finance desk. */
@Module({ controllers: [AdminAreaController, FinanceDeskController] })
export class AdminHttpModule {}
