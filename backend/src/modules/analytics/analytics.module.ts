import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsReader } from './analytics.reader';

/** Merchant analytics (issue 12): calls, approvals and spend per program, affiliate and week. */
@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsReader],
})
export class AnalyticsModule {}
