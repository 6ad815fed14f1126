import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module';
import { CalendlyNoShows } from './calendly-no-shows';
import { NoShowReportSweeper } from './no-show-report.sweeper';

/** No-show rejections of Calendly bookings, reported to Calendly (docs/product/decision-deadlines.md, No-shows). */
@Module({
  imports: [IntegrationsModule],
  providers: [CalendlyNoShows, NoShowReportSweeper],
  exports: [CalendlyNoShows, NoShowReportSweeper],
})
export class NoShowsModule {}
