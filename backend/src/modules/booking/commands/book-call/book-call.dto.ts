import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional field is the same as a missing one (the form sends "" for blank inputs). */
const trimOrDrop = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** docs/product/validation.md, Booking: the country code choices; +1 is the default. */
export const COUNTRY_CODES = ['+1', '+44', '+33', '+49', '+39', '+34', '+31', '+41', '+46', '+47', '+45', '+358', '+61', '+64', '+81', '+82', '+86', '+91', '+55', '+52'] as const;

/** An instant with its zone (Z or an offset), so the server never guesses which 09:00 was meant. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `POST /api/book-call` (docs/product/api.md, Public booking and tracking), with the messages of docs/product/validation.md, Booking. */
export class BookCallDto {
  @Transform(trim)
  @MaxLength(64, { message: 'Invalid Booking Link: this link does not match any program.' })
  @IsNotEmpty({ message: 'Invalid Booking Link: this link does not match any program.' })
  @IsString({ message: 'Invalid Booking Link: this link does not match any program.' })
  referralCode: string;

  @Matches(ISO_INSTANT, { message: 'Please choose a time slot.' })
  @IsString({ message: 'Please choose a time slot.' })
  scheduledAt: string;

  @Transform(trim)
  @MaxLength(200, { message: 'Your name must be at most 200 characters.' })
  @IsNotEmpty({ message: 'Please enter your full name' })
  @IsString({ message: 'Please enter your full name' })
  customerName: string;

  @Transform(trim)
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  customerEmail: string;

  // Digits with the usual separators; 10 to 15 digits in all (docs/product/validation.md, Booking).
  @Matches(/^(?=(?:\D*\d){10,15}\D*$)[0-9 ()+.-]+$/, { message: 'Please enter a valid phone number (10-15 digits)' })
  @MaxLength(30, { message: 'Please enter a valid phone number (10-15 digits)' })
  @IsString({ message: 'Please enter a valid phone number (10-15 digits)' })
  @IsOptional()
  @Transform(trimOrDrop)
  customerPhone?: string;

  @MaxLength(200, { message: 'The company name must be at most 200 characters.' })
  @IsString({ message: 'The company name must be text.' })
  @IsOptional()
  @Transform(trimOrDrop)
  customerCompany?: string;

  @IsIn(COUNTRY_CODES, { message: `Please choose a country code from the list (${COUNTRY_CODES.join(', ')}).` })
  @IsOptional()
  @Transform(trimOrDrop)
  countryCode?: string;

  @MaxLength(64, { message: 'This booking link is not valid; ask for a new link.' })
  @IsString({ message: 'This booking link is not valid; ask for a new link.' })
  @IsOptional()
  @Transform(trimOrDrop)
  aff?: string;

  @MaxLength(64, { message: 'This booking link is not valid; ask for a new link.' })
  @IsString({ message: 'This booking link is not valid; ask for a new link.' })
  @IsOptional()
  @Transform(trimOrDrop)
  clickId?: string;
}
