import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IntegrationsModule } from '../integrations/integrations.module';
import { IdempotencyModule } from '../shared/idempotency/idempotency.module';
import { Attribution } from './attribution';
import { BookingController } from './booking.controller';
import { BusyTimes } from './busy-times';
import { ClickBuffer } from './click-buffer';
import { ClickLookup } from './click-lookup';
import { BookCallHandler } from './commands/book-call/book-call.handler';
import { PublicPrograms } from './public-programs';
import { GetMerchantInfo } from './queries/get-merchant-info/get-merchant-info.query';
import { ListCalendarEvents } from './queries/list-calendar-events/list-calendar-events.query';
import { SlotClaims } from './slot-claims';
import { ClientFingerprint } from '../tracking/client-fingerprint';
import { LeadAssessment } from './lead-assessment';
import { LeadSightings } from './lead-sightings';

/** The public booking page (issue 4): merchant info, the week grid, booking a call. */
@Module({
  imports: [CqrsModule, IntegrationsModule, IdempotencyModule],
  controllers: [BookingController],
  providers: [PublicPrograms, Attribution, BusyTimes, SlotClaims, ClickBuffer, ClickLookup, GetMerchantInfo, ListCalendarEvents, BookCallHandler, ClientFingerprint, LeadSightings, LeadAssessment],
  exports: [PublicPrograms, Attribution, ClickBuffer, ClickLookup, LeadAssessment],
})
export class BookingModule {}
