import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { RejectionReason } from '@leadledger/contracts/call';
import { REJECTION_REASONS } from '../../domain/call/call.events';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** `PUT /api/calls/{id}/status` (contracts/call.ts UpdateCallStatusRequest). */
export class UpdateCallStatusDto {
  @IsIn(['approved', 'rejected'], { message: 'The status must be approved or rejected.' })
  status: 'approved' | 'rejected';

  @IsIn(REJECTION_REASONS, { message: 'The reason must be spam, no-show, duplicate, not-qualified or other.' })
  @IsOptional()
  reason?: RejectionReason;

  @Transform(trimmed)
  @MaxLength(500, { message: 'The note must be at most 500 characters.' })
  @IsString({ message: 'The note must be text.' })
  @IsOptional()
  note?: string;
}

/** `POST /api/calls/bulk-status`: Approve Selected / Reject Selected. */
export class BulkCallStatusDto extends UpdateCallStatusDto {
  @IsUUID('all', { each: true, message: 'Choose calls from the list.' })
  @ArrayMaxSize(100, { message: 'Choose at most 100 calls at a time.' })
  @ArrayMinSize(1, { message: 'Choose at least one call.' })
  @IsArray({ message: 'Choose at least one call.' })
  callIds: string[];
}
