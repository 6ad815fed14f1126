import { IsIn, IsOptional } from 'class-validator';
import type { ReconciliationPeriod } from '@leadledger/contracts/admin';
import { DateRangeQueryDto } from '../charts/charts.dto';
import { PageQueryDto } from '../events/event-log.dto';

/** `GET /api/admin/reconciliation?period=day|month&from=&to=`. */
export class ReconciliationQueryDto extends DateRangeQueryDto {
  @IsIn(['day', 'month'], { message: 'The period must be day or month.' })
  @IsOptional()
  period?: ReconciliationPeriod;
}

/** `GET /api/admin/reconciliation/records?offset=&limit=&unmatchedOnly=`. */
export class ProcessorRecordsQueryDto extends PageQueryDto {
  @IsIn(['true', 'false'], { message: 'unmatchedOnly must be true or false.' })
  @IsOptional()
  unmatchedOnly?: 'true' | 'false';
}
