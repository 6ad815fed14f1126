import { Module } from '@nestjs/common';
import { AdminStatementController } from './admin-statement.controller';
import { StatementController } from './statement.controller';
import { StatementReader } from './statement.reader';

/** The merchant's statement, receipts and monthly CSV (issue 12), for the merchant and for admins. */
@Module({
  controllers: [StatementController, AdminStatementController],
  providers: [StatementReader],
})
export class StatementModule {}
