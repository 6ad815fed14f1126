import { Controller, Get, NotFoundException, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import type { EventDetail, EventLogPage } from '@leadledger/contracts/admin';
import { Roles } from '../../auth/decorators/roles.decorator';
import { EventLogQueryDto } from './event-log.dto';
import { EventLogReadModel } from './event-log.read-model';

const EVENT_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Event not found.') });

/** The admin event log (issue 6 part 2). */
@Roles('admin')
@Controller('api/admin')
export class EventsController {
  constructor(private readonly log: EventLogReadModel) {}

  @Get('events')
  page(@Query() query: EventLogQueryDto): Promise<EventLogPage> {
    return this.log.page(query);
  }

  @Get('events/:eventId')
  async detail(@Param('eventId', EVENT_ID) eventId: string): Promise<EventDetail> {
    const event = await this.log.detail(eventId);
    if (!event) throw new NotFoundException('Event not found.');
    return event;
  }

  @Get('event-types')
  types(): Promise<string[]> {
    return this.log.types();
  }
}
