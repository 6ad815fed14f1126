import { Module } from '@nestjs/common';
import { MoneyMovementsModule } from '../money-movements/money-movements.module';
import { DecisionDeadlineSweeper } from './decision-deadline.sweeper';
import { DecisionDeadlines } from './decision-deadlines';

/** Reminders, escalations and automatic approvals at each call's decision deadline (docs/product/decision-deadlines.md). */
@Module({
  imports: [MoneyMovementsModule],
  providers: [DecisionDeadlines, DecisionDeadlineSweeper],
  exports: [DecisionDeadlines, DecisionDeadlineSweeper],
})
export class DecisionDeadlinesModule {}
