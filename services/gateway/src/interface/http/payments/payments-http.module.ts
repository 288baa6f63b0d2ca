import { Module } from '@nestjs/common';
import {
  AdminPaymentsController,
  PaymentMethodsController,
  PaymentsController,
  WalletController,
} from './payments.controller.js';

/** REST routes of the payments context. */
@Module({ controllers: [PaymentsController, WalletController, PaymentMethodsController, AdminPaymentsController] })
export class PaymentsHttpModule {}
