import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** docs/product/validation.md, Login and register: both fields required. */
export class LogInDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: 'Email is required.' })
  email: string;

  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @IsString({ message: 'Password is required.' })
  password: string;

  @MaxLength(64, { message: 'Referral code is not valid.' })
  @IsString({ message: 'Referral code must be text.' })
  @IsOptional()
  referralCode?: string;
}
