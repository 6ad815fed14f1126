import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { IntegrationProvider } from '@leadledger/contracts/program';
import { IsWholeCents } from '../../../../infrastructure/http/whole-cents.validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const NOT_WHOLE_CENTS = 'Invalid amount: please enter a valid payout amount (dollars, at most two decimals).';

/** `POST /api/affiliate-programs` (docs/product/api.md, Programs and affiliates); money arrives in dollars, at most cents. */
export class CreateProgramDto {
  @Max(10_000, { message: 'The commission must be more than $0 and at most $10,000.' })
  @Min(0.01, { message: 'Invalid amount: please enter a valid payout amount.' })
  @IsWholeCents({ message: NOT_WHOLE_CENTS })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NOT_WHOLE_CENTS })
  payoutPerCall: number;

  @IsIn(['google', 'calendly'], { message: 'Integration required: please select an integration for this program.' })
  integration: IntegrationProvider;

  @Transform(trim)
  @MaxLength(500, { message: 'The meeting type is not valid.' })
  @IsString({ message: 'The meeting type is not valid.' })
  @IsOptional()
  calendlyEventType?: string;

  @Transform(trim)
  @MaxLength(100, { message: 'The program name must be at most 100 characters.' })
  @IsString({ message: 'The program name must be text.' })
  @IsOptional()
  name?: string;
}
