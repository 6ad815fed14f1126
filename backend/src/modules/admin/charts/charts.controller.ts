import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { ActivityDay } from '@leadledger/contracts/admin';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { Roles } from '../../auth/decorators/roles.decorator';
import { timeRange } from '../shared/time-range';
import { DateRangeQueryDto } from './charts.dto';
import { ActivityReadModel } from './activity.read-model';

/** Trend charts of the admin console: 30 days unless told, at most 400 (one row per day). */
export const ACTIVITY_DEFAULT_DAYS = 30;
export const ACTIVITY_MAX_DAYS = 400;

@Roles('admin')
@Controller('api/admin/charts')
export class ChartsController {
  constructor(
    private readonly activity: ActivityReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('activity')
  days(@Query() query: DateRangeQueryDto): Promise<ActivityDay[]> {
    return this.activity.days(timeRange(query.from, query.to, ACTIVITY_DEFAULT_DAYS, ACTIVITY_MAX_DAYS, this.clock.now()));
  }
}
