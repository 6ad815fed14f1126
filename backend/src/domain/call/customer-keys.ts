/**
 * How a returning customer is recognised for duplicate detection (docs/product/attribution-and-booking.md, Duplicate detection): the email
 * compared case- and dot-insensitively (j.doe@x.com = JDoe@x.com), the phone by its digits
 * with the country code.
 */
export function customerEmailKey(email: string): string {
  const [local, domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.replace(/\./g, '')}@${domain}`;
}

export function customerPhoneKey(countryCode: string | null, phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `${(countryCode ?? '').replace(/\D/g, '')}:${digits}`;
}
