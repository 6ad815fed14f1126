import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsTimeZone, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** docs/product/validation.md, Affiliate signup: all four fields, an 8-character password, a referral code. */
export class AffiliateSignupDto {
  @Transform(trim)
  @MaxLength(100, { message: 'First name must be at most 100 characters.' })
  @IsNotEmpty({ message: 'First name is required.' })
  @IsString({ message: 'First name is required.' })
  firstName: string;

  @Transform(trim)
  @MaxLength(100, { message: 'Last name must be at most 100 characters.' })
  @IsNotEmpty({ message: 'Last name is required.' })
  @IsString({ message: 'Last name is required.' })
  lastName: string;

  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: 'Email is required.' })
  email: string;

  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  @MinLength(8, { message: 'Password must be at least 8 characters long.' })
  @IsString({ message: 'Password is required.' })
  password: string;

  @Transform(trim)
  @MaxLength(64, { message: 'Invalid Referral Link: please use a valid affiliate referral link.' })
  @IsNotEmpty({ message: 'Invalid Referral Link: please use a valid affiliate referral link.' })
  @IsString({ message: 'Invalid Referral Link: please use a valid affiliate referral link.' })
  referralCode: string;

  @IsTimeZone({ message: 'Time zone must be an IANA time zone such as America/New_York.' })
  @IsOptional()
  timeZone?: string;
}
