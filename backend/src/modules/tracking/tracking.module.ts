import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MemoryRateLimiter } from '../../infrastructure/http/memory-rate-limiter';
import { BookingModule } from '../booking/booking.module';
import { ClientFingerprint } from './client-fingerprint';
import { RecordClickHandler } from './commands/record-click/record-click.handler';
import { TrackingController } from './tracking.controller';

/** Tracking links (issue 4): record the click, send the visitor on with the click id. */
@Module({
  imports: [CqrsModule, BookingModule],
  controllers: [TrackingController],
  providers: [ClientFingerprint, RecordClickHandler, { provide: MemoryRateLimiter, useValue: new MemoryRateLimiter() }],
})
export class TrackingModule {}
