import { cardProblem, describeCard, formatCardNumber, formatCvc, formatExpiry, toPaymentMethodRequest } from './card-format';

describe('card input formatting (docs/product/validation.md)', () => {
  it('keeps digits, groups the number in fours and stops at 19 characters', () => {
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('formats the expiry as MM/YY and the CVC as up to 4 digits', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('042')).toBe('04/2');
    expect(formatExpiry('04/289')).toBe('04/28');
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('names the broken rule', () => {
    const now = new Date('2025-08-12T12:00:00Z');
    const ok = { number: '4242 4242 4242 4242', expiry: '04/28', cvc: '123' };
    expect(cardProblem(ok, now)).toBeNull();
    expect(cardProblem({ ...ok, number: '4242 4242 42' }, now)).toBe('Please enter a valid card number');
    expect(cardProblem({ ...ok, expiry: '13/28' }, now)).toBe('Please enter a valid expiry date (MM/YY)');
    expect(cardProblem({ ...ok, expiry: '07/25' }, now)).toBe('This card has expired');
    expect(cardProblem({ ...ok, expiry: '08/25' }, now)).toBeNull();
    expect(cardProblem({ ...ok, cvc: '12' }, now)).toBe('Please enter a valid CVC');
  });

  it('sends digits, the month and a four-digit year', () => {
    expect(toPaymentMethodRequest({ number: '4242 4242 4242 4242', expiry: '04/28', cvc: '123' })).toEqual({
      paymentMethod: { card: { number: '4242424242424242', exp_month: 4, exp_year: 2028, cvc: '123' } },
    });
    expect(describeCard({ brand: 'mastercard', last4: '4444', exp_month: 9, exp_year: 2029 })).toBe('Mastercard •••• 4444, expires 09/29');
  });
});
