import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/admin/accounts/{userId}/suspend` (contracts/account-status.ts); checks run bottom-up. */
export class SuspendAccountDto {
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  @MinLength(3, { message: 'Please give a reason for the suspension (at least 3 characters).' })
  @Transform(trimmed)
  @IsString({ message: 'Please give a reason for the suspension (at least 3 characters).' })
  reason: string;
}
