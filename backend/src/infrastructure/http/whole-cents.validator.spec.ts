import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isWholeCents, IsWholeCents } from './whole-cents.validator';

describe('whole cents', () => {
  it.each([[0], [0.01], [0.29], [12.34], [50], [72.5], [10_000], [-0.25], [9_999.99]])('%p is a whole number of cents', (value) => {
    expect(isWholeCents(value)).toBe(true);
  });

  it.each([[1e-7], [-1e-7], [1.5e-7], [12.345], [0.1 + 0.2], [50.000001], [0.001], [NaN], [Infinity], [1e300], ['12.34'], [null], [undefined]])(
    '%p is not',
    (value) => {
      expect(isWholeCents(value)).toBe(false);
    },
  );

  it('every two-decimal amount up to $10,000 passes and converts exactly', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents += 1) {
      const dollars = Number((cents / 100).toFixed(2));
      if (!isWholeCents(dollars) || Math.round(dollars * 100) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });

  it('as a decorator, names the field in its default message', () => {
    class Amount {
      @IsWholeCents()
      commission: number;
    }
    const [error] = validateSync(plainToInstance(Amount, { commission: 1e-7 }));
    expect(error.constraints).toEqual({ isWholeCents: 'commission must be a whole number of cents (e.g. 12.34).' });
  });
});
