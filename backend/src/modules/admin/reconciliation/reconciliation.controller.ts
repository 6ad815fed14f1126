import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { ProcessorRecordPage, Reconciliation } from '@leadledger/contracts/admin';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { Roles } from '../../auth/decorators/roles.decorator';
import { type TimeRange, timeRange } from '../shared/time-range';
import { ProcessorRecordsQueryDto, ReconciliationQueryDto } from './reconciliation.dto';
import { ReconciliationReadModel } from './reconciliation.read-model';

/** Days: the last 30 unless told, at most 400. Months: the last 365 days unless told, at most ten years. */
export function reconciliationRange(query: ReconciliationQueryDto, now: Date): TimeRange {
  return (query.period ?? 'day') === 'day' ? timeRange(query.from, query.to, 30, 400, now) : timeRange(query.from, query.to, 365, 3660, now);
}

@Roles('admin')
@Controller('api/admin/reconciliation')
export class ReconciliationController {
  constructor(
    private readonly reconciliations: ReconciliationReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  reconciliation(@Query() query: ReconciliationQueryDto): Promise<Reconciliation> {
    return this.reconciliations.reconciliation(query.period ?? 'day', reconciliationRange(query, this.clock.now()));
  }

  @Get('records')
  records(@Query() query: ProcessorRecordsQueryDto): Promise<ProcessorRecordPage> {
    return this.reconciliations.records(query.offset ?? 0, query.limit ?? 50, query.unmatchedOnly === 'true');
  }
}
