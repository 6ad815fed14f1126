import { Module } from '@nestjs/common';
import { TimeTravelController } from './time-travel.controller';
import { TimeTravelReadModel } from './time-travel.read-model';

/** The console's as-of views (`/api/admin/as-of/*`), part of the admin module; read side only. */
@Module({
  controllers: [TimeTravelController],
  providers: [TimeTravelReadModel],
})
export class TimeTravelModule {}
