import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { EventLogSort } from '@leadledger/contracts/admin';

export const EVENT_LOG_SORTS: EventLogSort[] = ['position', 'recordedAt', 'type', 'stream'];
export const MAX_OFFSET = 100_000;

/** Paging shared by every admin list (contracts/admin.ts: `limit` at most 200). */
export class PageQueryDto {
  @Max(MAX_OFFSET, { message: `The offset must be a whole number from 0 to ${MAX_OFFSET.toLocaleString('en-US')}.` })
  @Min(0, { message: `The offset must be a whole number from 0 to ${MAX_OFFSET.toLocaleString('en-US')}.` })
  @IsInt({ message: `The offset must be a whole number from 0 to ${MAX_OFFSET.toLocaleString('en-US')}.` })
  @Type(() => Number)
  @IsOptional()
  offset?: number;

  @Max(200, { message: 'The limit must be a whole number from 1 to 200.' })
  @Min(1, { message: 'The limit must be a whole number from 1 to 200.' })
  @IsInt({ message: 'The limit must be a whole number from 1 to 200.' })
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}

/** `GET /api/admin/events` (contracts/admin.ts EventLogQuery); every filter optional. */
export class EventLogQueryDto extends PageQueryDto {
  @Matches(/^[A-Za-z][A-Za-z0-9]*$/, { message: 'The event type must be a single word such as CallApproved.' })
  @MaxLength(100, { message: 'The event type must be at most 100 characters.' })
  @IsString({ message: 'Give one event type.' })
  @IsOptional()
  type?: string;

  @Matches(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, { message: 'The stream must be a stream id (call-...) or a prefix ending in "-" (call-).' })
  @MaxLength(200, { message: 'The stream must be at most 200 characters.' })
  @IsString({ message: 'Give one stream.' })
  @IsOptional()
  stream?: string;

  @MaxLength(320, { message: 'The actor must be at most 320 characters.' })
  @IsString({ message: 'Give one actor: a user id, an email or system.' })
  @IsOptional()
  actor?: string;

  @MaxLength(100, { message: 'The correlation id must be at most 100 characters.' })
  @IsString({ message: 'Give one correlation id.' })
  @IsOptional()
  correlationId?: string;

  @IsISO8601({ strict: true }, { message: 'The "from" date must be an ISO date or instant, such as 2026-03-01 or 2026-03-01T09:00:00Z.' })
  @IsOptional()
  from?: string;

  @IsISO8601({ strict: true }, { message: 'The "to" date must be an ISO date or instant, such as 2026-03-01 or 2026-03-01T09:00:00Z.' })
  @IsOptional()
  to?: string;

  @IsIn(EVENT_LOG_SORTS, { message: `The sort must be one of ${EVENT_LOG_SORTS.join(', ')}.` })
  @IsOptional()
  sort?: EventLogSort;

  @IsIn(['asc', 'desc'], { message: 'The order must be asc or desc.' })
  @IsOptional()
  order?: 'asc' | 'desc';
}
