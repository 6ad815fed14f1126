import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { IsWholeCents } from '../../../../infrastructure/http/whole-cents.validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const NOT_WHOLE_CENTS = 'Invalid amount: please enter a valid payout amount (dollars, at most two decimals).';

const DAYS = 'The decision deadline must be a whole number of days from 1 to 30 after the call.';

/** How long after each call the merchant has to decide, and what happens then (docs/product/decision-deadlines.md). */
export class DecisionTermsDto {
  @Max(30, { message: DAYS })
  @Min(1, { message: DAYS })
  @IsInt({ message: DAYS })
  days!: number;

  @IsIn(['approve', 'escalate'], { message: 'At the deadline, a call is either approved automatically ("approve") or sent to an admin ("escalate").' })
  onDeadline!: 'approve' | 'escalate';
}

/** `PATCH /api/affiliate-programs/:id`: rename and/or a new commission for calls booked from now on. */
export class ChangeProgramDto {
  @Transform(trim)
  @MaxLength(100, { message: 'The program name must be at most 100 characters.' })
  @MinLength(1, { message: 'The program name must be 1 to 100 characters.' })
  @IsString({ message: 'The program name must be text.' })
  @IsOptional()
  name?: string;

  @Max(10_000, { message: 'The commission must be more than $0 and at most $10,000.' })
  @Min(0.01, { message: 'Invalid amount: please enter a valid payout amount.' })
  @IsWholeCents({ message: NOT_WHOLE_CENTS })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NOT_WHOLE_CENTS })
  @IsOptional()
  payoutPerCall?: number;

  @ValidateNested()
  @Type(() => DecisionTermsDto)
  @IsObject({ message: 'decisionTerms must be an object with days and onDeadline.' })
  @IsOptional()
  decisionTerms?: DecisionTermsDto;
}
