import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimOrDrop = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const INVALID = 'Invalid Booking Link: this link does not match any program.';

export class MerchantInfoDto {
  @Transform(trim)
  @MaxLength(64, { message: INVALID })
  @IsNotEmpty({ message: INVALID })
  @IsString({ message: INVALID })
  referralCode: string;

  /** The affiliate's membership the link names: a removed affiliate's link is refused before any slot is shown. */
  @MaxLength(64, { message: 'This booking link is not valid; ask for a new link.' })
  @IsString({ message: 'This booking link is not valid; ask for a new link.' })
  @IsOptional()
  @Transform(trimOrDrop)
  aff?: string;
}

export class CalendarEventsDto extends MerchantInfoDto {
  @IsString({ message: 'weekStart must be the Sunday that starts the week, as YYYY-MM-DD.' })
  weekStart: string;
}
