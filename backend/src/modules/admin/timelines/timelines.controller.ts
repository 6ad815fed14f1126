import { BadRequestException, Controller, Get, NotFoundException, Param } from '@nestjs/common';
import type { Timeline, TimelineKind } from '@leadledger/contracts/admin';
import { Roles } from '../../auth/decorators/roles.decorator';
import { isUuid } from '../shared/paging';
import { TimelineReadModel } from './timeline.read-model';

const KINDS: TimelineKind[] = ['call', 'merchant', 'affiliate', 'program'];

/** `GET /api/admin/timelines/{kind}/{id}` (issue 6 part 2). */
@Roles('admin')
@Controller('api/admin/timelines')
export class TimelinesController {
  constructor(private readonly timelines: TimelineReadModel) {}

  @Get(':kind/:id')
  async timeline(@Param('kind') kind: string, @Param('id') id: string): Promise<Timeline> {
    if (!KINDS.includes(kind as TimelineKind)) throw new BadRequestException(`The timeline kind must be one of ${KINDS.join(', ')}.`);
    const notFound = new NotFoundException(`No ${kind} has this id.`);
    if (!isUuid(id)) throw notFound;
    const timeline = await this.timelines.timeline(kind as TimelineKind, id.toLowerCase());
    if (!timeline) throw notFound;
    return timeline;
  }
}
