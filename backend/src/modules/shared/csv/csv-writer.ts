/**
 * RFC 4180 CSV for the admin exports and the merchant statement. Money is integer cents in and dollars out (`12.34`, no
 * symbol, so spreadsheets read it as a number). Text cells that a spreadsheet would run as a
 * formula (starting = + - @, tab or carriage return) get a leading quote; numbers and money
 * cells are ours, never user text, so a negative amount stays a number.
 */
export type CsvCell = string | number | boolean | null | undefined | Money;

export class Money {
  constructor(readonly cents: number) {}
}

export const money = (cents: number | null | undefined): Money | null => (cents === null || cents === undefined ? null : new Money(cents));

/** 1234 -> "12.34", -25 -> "-0.25"; exact (BigInt), never a float. */
export function centsToDecimal(cents: number): string {
  const value = BigInt(cents);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${(abs / 100n).toString()}.${String(abs % 100n).padStart(2, '0')}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Money) return centsToDecimal(cell.cents);
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
