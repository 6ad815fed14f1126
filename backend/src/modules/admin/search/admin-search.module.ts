import { Module } from '@nestjs/common';
import { AdminSearchController } from './admin-search.controller';
import { AdminSearchReadModel } from './admin-search.read-model';
import { PaymentSearchReadModel } from './payment-search.read-model';

/** The console's search (`GET /api/admin/search`), part of the admin module; read side only. */
@Module({
  controllers: [AdminSearchController],
  providers: [AdminSearchReadModel, PaymentSearchReadModel],
})
export class AdminSearchModule {}
