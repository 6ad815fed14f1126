import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const INVALID = 'Invalid Booking Link: this link does not match any program.';

export class MerchantInfoDto {
  @Transform(trim)
  @MaxLength(64, { message: INVALID })
  @IsNotEmpty({ message: INVALID })
  @IsString({ message: INVALID })
  referralCode: string;
}

export class CalendarEventsDto extends MerchantInfoDto {
  @IsString({ message: 'weekStart must be the Sunday that starts the week, as YYYY-MM-DD.' })
  weekStart: string;
}
