import { BadRequestException } from '@nestjs/common';

export const BAD_MONTH = 'Choose a month as YYYY-MM, for example 2026-11.';

/** The month a statement covers: the asked one (YYYY-MM, 2000-01 to 9999-12) or the current one in the merchant's zone. */
export function statementMonth(asked: unknown, now: Date, timeZone: string): string {
  if (asked === undefined || asked === '') return monthIn(now, timeZone);
  if (typeof asked !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(asked) || asked < '2000-01') throw new BadRequestException(BAD_MONTH);
  return asked;
}

/** YYYY-MM of an instant in a time zone (unknown zones read as UTC). */
export function monthIn(at: Date, timeZone: string): string {
  const parts = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  let found: Intl.DateTimeFormatPart[];
  try {
    found = parts(timeZone);
  } catch {
    found = parts('UTC');
  }
  const get = (type: string) => found.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}
