import { Module } from '@nestjs/common';
import { DecisionDeadlinesModule } from '../decision-deadlines/decision-deadlines.module';
import { SandboxClockController } from './sandbox-clock.controller';

/** Only in apps started with SANDBOX_CLOCK (AppModule.forRoot): time travel for browser journeys. */
@Module({
  imports: [DecisionDeadlinesModule],
  controllers: [SandboxClockController],
})
export class SandboxClockModule {}
