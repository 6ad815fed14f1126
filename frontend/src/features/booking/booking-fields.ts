/** docs/product/validation.md, Booking: the country codes, in order, and the field messages. */
export const COUNTRY_CODES = [
  '+1', '+44', '+33', '+49', '+39', '+34', '+31', '+41', '+46', '+47',
  '+45', '+358', '+61', '+64', '+81', '+82', '+86', '+91', '+55', '+52',
] as const;
export const DEFAULT_COUNTRY_CODE = '+1';

export interface BookingFields {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  company: string;
}

export const emptyBookingFields: BookingFields = { name: '', email: '', countryCode: DEFAULT_COUNTRY_CODE, phone: '', company: '' };

export type BookingErrors = Partial<Record<keyof BookingFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * docs/product/screens-and-routes.md, Public booking page: submit stays disabled until name and email are filled. "Filled" is anything
 * typed; a name of spaces is then caught by the message of section 5.
 */
export function canSubmit(fields: BookingFields): boolean {
  return fields.name !== '' && fields.email !== '';
}

export function validateBooking(fields: BookingFields): BookingErrors {
  const errors: BookingErrors = {};
  if (!fields.name.trim()) errors.name = 'Please enter your full name';
  if (!EMAIL.test(fields.email.trim())) errors.email = 'Please enter a valid email address';
  // The phone is optional; when given it must have 10 to 15 digits.
  const phoneDigits = fields.phone.replace(/\D/g, '').length;
  if (fields.phone.trim() && (phoneDigits < 10 || phoneDigits > 15)) {
    errors.phone = 'Please enter a valid phone number (10-15 digits)';
  }
  return errors;
}

/** A fresh key per submit attempt (reused only when the very same attempt is sent again). */
export { newIdempotencyKey } from '../../lib/idempotency-key';
