import { BadRequestException } from '@nestjs/common';
import { CARD_MESSAGES, parsePaymentMethodRequest } from './payment-method-request';

const request = (card: Record<string, unknown>) => ({ paymentMethod: { card } });
const good = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 30, cvc: '123' };

function messageOf(body: unknown): string {
  try {
    parsePaymentMethodRequest(body);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('accepted');
}

describe('the merchant card form', () => {
  it('takes a two-digit year as 20YY and strips spaces from the number', () => {
    expect(parsePaymentMethodRequest(request(good))).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  });

  it('takes a four-digit year (update) as it is', () => {
    expect(parsePaymentMethodRequest(request({ ...good, exp_year: 2031 })).expYear).toBe(2031);
  });

  it.each([
    ['no body', undefined, CARD_MESSAGES.missing],
    ['no card', { paymentMethod: {} }, CARD_MESSAGES.missing],
    ['an empty number', request({ ...good, number: '' }), CARD_MESSAGES.missing],
    ['no cvc', request({ ...good, cvc: undefined }), CARD_MESSAGES.missing],
    ['12 digits', request({ ...good, number: '424242424242' }), CARD_MESSAGES.number],
    ['20 digits', request({ ...good, number: '42424242424242424242' }), CARD_MESSAGES.number],
    ['letters', request({ ...good, number: '4242abcd42424242' }), CARD_MESSAGES.number],
    ['month 0', request({ ...good, exp_month: 0 }), CARD_MESSAGES.expiry],
    ['month 13', request({ ...good, exp_month: 13 }), CARD_MESSAGES.expiry],
    ['a three-digit year', request({ ...good, exp_year: 203 }), CARD_MESSAGES.expiry],
    ['a fractional month', request({ ...good, exp_month: 1.5 }), CARD_MESSAGES.expiry],
    ['a two-digit cvc', request({ ...good, cvc: '12' }), CARD_MESSAGES.cvc],
    ['a five-digit cvc', request({ ...good, cvc: '12345' }), CARD_MESSAGES.cvc],
  ])('refuses %s', (_, body, message) => {
    expect(messageOf(body)).toBe(message);
  });
});
