import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import type { ResolveDisputeRequest } from '@leadledger/contracts/dispute';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/calls/{id}/dispute` (contracts/dispute.ts RaiseDisputeRequest); checks run bottom-up. */
export class RaiseDisputeDto {
  @MaxLength(1000, { message: 'The reason must be at most 1000 characters.' })
  @MinLength(10, { message: 'Please explain the dispute in at least 10 characters.' })
  @Transform(trimmed)
  @IsString({ message: 'Please give a reason for the dispute.' })
  reason: string;
}

/** `POST /api/admin/disputes/{id}/resolve` (contracts/dispute.ts ResolveDisputeRequest). */
export class ResolveDisputeDto {
  @IsIn(['uphold', 'deny'], { message: 'The outcome must be uphold or deny.' })
  outcome: ResolveDisputeRequest['outcome'];

  @MaxLength(1000, { message: 'The note must be at most 1000 characters.' })
  @MinLength(1, { message: 'Please add a note explaining the decision.' })
  @Transform(trimmed)
  @IsString({ message: 'Please add a note explaining the decision.' })
  note: string;
}
