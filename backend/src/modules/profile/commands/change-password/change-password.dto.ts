import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

const REQUIRED = 'Please fill in all password fields.';

/** docs/product/validation.md, Profile and password: both required; the new one at least 6 characters. */
export class ChangePasswordDto {
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  currentPassword: string;

  @MinLength(6, { message: 'New password must be at least 6 characters long.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  newPassword: string;
}
