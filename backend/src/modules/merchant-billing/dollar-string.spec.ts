import { dollarString } from './dollar-string';

describe('dollar strings', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [15000, '$150.00'],
    [123456, '$1234.56'],
    [-25, '-$0.25'],
    ['5500', '$55.00'],
  ])('shows %p cents as %s', (cents, text) => {
    expect(dollarString(cents)).toBe(text);
  });
});
