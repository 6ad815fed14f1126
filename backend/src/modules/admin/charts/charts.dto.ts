import { IsISO8601, IsOptional } from 'class-validator';

/** `?from=&to=`: ISO dates or instants; `to` exclusive. */
export class DateRangeQueryDto {
  @IsISO8601({ strict: true }, { message: 'The "from" date must be an ISO date or instant, such as 2026-03-01.' })
  @IsOptional()
  from?: string;

  @IsISO8601({ strict: true }, { message: 'The "to" date must be an ISO date or instant, such as 2026-04-01.' })
  @IsOptional()
  to?: string;
}
