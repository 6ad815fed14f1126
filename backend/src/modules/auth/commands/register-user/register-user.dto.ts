import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsTimeZone, MaxLength, MinLength } from 'class-validator';
import type { SignupRole } from '@leadledger/contracts/user';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** docs/product/validation.md, Login and register: email, password, first name and role are required. */
export class RegisterUserDto {
  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: 'Email is required.' })
  email: string;

  @MinLength(8, { message: 'Password must be at least 8 characters long.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  @IsString({ message: 'Password is required.' })
  password: string;

  @Transform(trim)
  @MaxLength(100, { message: 'First name must be at most 100 characters.' })
  @IsNotEmpty({ message: 'First name is required.' })
  @IsString({ message: 'First name is required.' })
  firstName: string;

  @Transform(trim)
  @MaxLength(100, { message: 'Last name must be at most 100 characters.' })
  @IsString({ message: 'Last name must be text.' })
  @IsOptional()
  lastName?: string;

  @IsIn(['merchant', 'affiliate'], { message: 'Choose merchant or affiliate (admin accounts cannot be created by signup).' })
  role: SignupRole;

  @Transform(trim)
  @MaxLength(64, { message: 'Referral code is not valid.' })
  @IsString({ message: 'Referral code must be text.' })
  @IsOptional()
  referralCode?: string;

  @IsTimeZone({ message: 'Time zone must be an IANA time zone such as America/New_York.' })
  @IsOptional()
  timeZone?: string;
}
