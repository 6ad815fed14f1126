import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString, Max, Min, ValidateIf } from 'class-validator';
import { LEAD_SIGNAL_CODES } from '../../../../domain/call/lead-quality';

/** `PUT /api/affiliate-programs/:id/lead-rules` (docs/product/lead-quality.md, Program rules); the decider checks the rest. */
export class ChangeLeadRulesDto {
  @IsString({ each: true, message: 'Each expected country is a calling code such as +44.' })
  @ArrayMaxSize(50, { message: 'Name at most 50 countries.' })
  @IsArray({ message: 'expectedCountries must be a list of calling codes, e.g. ["+1", "+44"] (empty for any).' })
  expectedCountries: string[];

  @Max(99, { message: 'The score to reject at must be a whole number from 0 to 99.' })
  @Min(0, { message: 'The score to reject at must be a whole number from 0 to 99.' })
  @IsInt({ message: 'The score to reject at must be a whole number from 0 to 99.' })
  @ValidateIf((_o, value) => value !== null)
  rejectAtOrBelow: number | null;

  @IsIn(LEAD_SIGNAL_CODES, { each: true, message: `Each signal to reject on is one of ${LEAD_SIGNAL_CODES.join(', ')}.` })
  @IsArray({ message: 'rejectSignals must be a list of signals (empty for none).' })
  rejectSignals: string[];
}
