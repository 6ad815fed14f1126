import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { IsNumber, Max, Min } from 'class-validator';
import { AdjustableClock } from '../../infrastructure/clock/adjustable-clock';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { Public } from '../auth/decorators/public.decorator';
import { DecisionDeadlineSweeper, type DeadlineSweepReport } from '../decision-deadlines/decision-deadline.sweeper';

const HOURS = 'hours must be a number of hours from 0.01 to 8760 (a year).';

export class AdvanceClockDto {
  @Max(8760, { message: HOURS })
  @Min(0.01, { message: HOURS })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: HOURS })
  hours!: number;
}

/** The clock's new time and what the deadline sweep it ran at that time did (null: another sweep held the lock). */
export interface AdvancedClock {
  now: string;
  deadlines: DeadlineSweepReport | null;
}

/**
 * `POST /api/sandbox/clock`: moves the app's clock forward and applies decision deadlines at once,
 * so a browser journey sees a call pass its deadline (docs/product/decision-deadlines.md). The
 * module exists only with SANDBOX_CLOCK, which environment.ts refuses next to a real processor.
 */
@Public()
@Controller('api/sandbox/clock')
export class SandboxClockController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly deadlines: DecisionDeadlineSweeper,
  ) {}

  @Post()
  @HttpCode(200)
  async advance(@Body() body: AdvanceClockDto): Promise<AdvancedClock> {
    if (!(this.clock instanceof AdjustableClock)) throw new Error('SANDBOX_CLOCK is not set: the clock cannot move');
    const now = this.clock.advance(body.hours * 3_600_000);
    return { now: now.toISOString(), deadlines: await this.deadlines.sweepOnce() };
  }
}
