import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ISO_INSTANT } from '../../booking/commands/book-call/book-call.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The sandbox scheduling page's form: the meeting type, the invitee, the time and the UTM it was opened with. */
export class SandboxCalendlyBookDto {
  @MaxLength(100, { message: 'Unknown meeting type.' })
  @IsString({ message: 'Unknown meeting type.' })
  slug: string;

  @Transform(trim)
  @MaxLength(200, { message: 'Your name must be at most 200 characters.' })
  @IsNotEmpty({ message: 'Please enter your full name' })
  @IsString({ message: 'Please enter your full name' })
  name: string;

  @Transform(trim)
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  email: string;

  @Matches(ISO_INSTANT, { message: 'Please choose a time.' })
  @IsString({ message: 'Please choose a time.' })
  startTime: string;

  @MaxLength(200) @IsString() @IsOptional() @Transform(trim) utm_source?: string;
  @MaxLength(200) @IsString() @IsOptional() @Transform(trim) utm_medium?: string;
  @MaxLength(200) @IsString() @IsOptional() @Transform(trim) utm_campaign?: string;
  @MaxLength(200) @IsString() @IsOptional() @Transform(trim) utm_content?: string;
  @MaxLength(200) @IsString() @IsOptional() @Transform(trim) utm_term?: string;

  @IsUUID('all', { message: 'Unknown sandbox Calendly account.' })
  @IsOptional()
  integrationId?: string;
}
