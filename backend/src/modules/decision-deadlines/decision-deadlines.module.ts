import { Module } from '@nestjs/common';
import { MoneyMovementsModule } from '../money-movements/money-movements.module';
import { NoShowsModule } from '../no-shows/no-shows.module';
import { DecisionDeadlineSweeper } from './decision-deadline.sweeper';
import { DecisionDeadlines } from './decision-deadlines';
import { AdminEscalationsController } from './admin-escalations.controller';
import { EscalatedCallDecisions } from './escalated-call-decisions';
import { EscalatedCallsReadModel } from './escalated-calls.read-model';

/** Reminders, escalations and automatic approvals at each call's decision deadline, and the admins' queue of escalated calls (docs/product/decision-deadlines.md). */
@Module({
  imports: [MoneyMovementsModule, NoShowsModule],
  controllers: [AdminEscalationsController],
  providers: [DecisionDeadlines, DecisionDeadlineSweeper, EscalatedCallDecisions, EscalatedCallsReadModel],
  exports: [DecisionDeadlines, DecisionDeadlineSweeper],
})
export class DecisionDeadlinesModule {}
