import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsTimeZone, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const REQUIRED = 'First name and last name are required.';

/** docs/product/validation.md, Profile and password: first and last name required; the email cannot be changed. */
export class UpdateProfileDto {
  @Transform(trim)
  @MaxLength(100, { message: 'First name must be at most 100 characters.' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  firstName: string;

  @Transform(trim)
  @MaxLength(100, { message: 'Last name must be at most 100 characters.' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  lastName: string;

  @Transform(trim)
  @MaxLength(200, { message: 'Company name must be at most 200 characters.' })
  @IsString({ message: 'Company name must be text.' })
  @IsOptional()
  companyName?: string | null;

  @IsTimeZone({ message: 'Time zone must be an IANA time zone such as America/New_York.' })
  @IsOptional()
  timeZone?: string;
}
