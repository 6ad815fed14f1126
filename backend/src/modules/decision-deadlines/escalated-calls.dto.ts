import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REJECTION_REASONS } from '../../domain/call/call.events';

/** `POST /api/admin/escalated-calls/:id/reject`: the reason the affiliate will see, and an optional note. */
export class RejectEscalatedCallDto {
  @IsIn(REJECTION_REASONS, { message: 'The reason must be spam, no-show, duplicate, not-qualified or other.' })
  reason!: (typeof REJECTION_REASONS)[number];

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @MaxLength(500, { message: 'The note must be at most 500 characters.' })
  @IsString({ message: 'The note must be text.' })
  @IsOptional()
  note?: string;
}
