import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/admin/accounts/{userId}/reinstate` (contracts/account-status.ts): the note is optional. */
export class ReinstateAccountDto {
  @MaxLength(500, { message: 'The note must be at most 500 characters.' })
  @Transform(trimmed)
  @IsString({ message: 'The note must be text.' })
  @IsOptional()
  note?: string;
}
