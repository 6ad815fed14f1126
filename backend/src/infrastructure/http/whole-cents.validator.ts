import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Whether a dollar amount from a client is a whole number of cents (12.34, 50, 0.29). Exact:
 * n / 100 is the double nearest to the decimal n/100, so only amounts written with at most two
 * decimals compare equal. class-validator's `maxDecimalPlaces` read decimals from the printed
 * number and threw on exponent forms such as 1e-7, which answered 500 (docs/architecture/security.md).
 */
export function isWholeCents(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  const cents = Math.round(value * 100);
  return Number.isSafeInteger(cents) && cents / 100 === value;
}

/** Dollars at the API edge must convert to integer cents without rounding anything away. */
export function IsWholeCents(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isWholeCents', validator: { validate: isWholeCents, defaultMessage: () => '$property must be a whole number of cents (e.g. 12.34).' } },
    options,
  );
}
