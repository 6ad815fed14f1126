import { BadRequestException } from '@nestjs/common';
import { PAYOUT_CARD_MESSAGES, parsePayoutMethodRequest } from './payout-method-request';

const good = { cardNumber: '4000 0566 5566 5556', expiryDate: '12/34', cvc: '123' };

function messageOf(body: unknown): string {
  try {
    parsePayoutMethodRequest(body);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('accepted');
}

describe('the payout card form', () => {
  it('reads MM/YY as 20YY and strips spaces', () => {
    expect(parsePayoutMethodRequest(good)).toEqual({ number: '4000056655665556', expMonth: 12, expYear: 2034, cvc: '123' });
  });

  it.each([
    ['no body', undefined, PAYOUT_CARD_MESSAGES.missing],
    ['an empty number', { ...good, cardNumber: '' }, PAYOUT_CARD_MESSAGES.missing],
    ['a blank cvc', { ...good, cvc: '  ' }, PAYOUT_CARD_MESSAGES.missing],
    ['no expiry', { cardNumber: good.cardNumber, cvc: '123' }, PAYOUT_CARD_MESSAGES.missing],
    ['12 digits', { ...good, cardNumber: '400005665566' }, PAYOUT_CARD_MESSAGES.number],
    ['20 digits', { ...good, cardNumber: '40000566556655564000' }, PAYOUT_CARD_MESSAGES.number],
    ['letters', { ...good, cardNumber: '4000abcd55665556' }, PAYOUT_CARD_MESSAGES.number],
    ['a number as a number', { ...good, cardNumber: 4000056655665556 }, PAYOUT_CARD_MESSAGES.number],
    ['month 13', { ...good, expiryDate: '13/34' }, PAYOUT_CARD_MESSAGES.expiry],
    ['month 00', { ...good, expiryDate: '00/34' }, PAYOUT_CARD_MESSAGES.expiry],
    ['a four-digit year', { ...good, expiryDate: '12/2034' }, PAYOUT_CARD_MESSAGES.expiry],
    ['no slash', { ...good, expiryDate: '1234' }, PAYOUT_CARD_MESSAGES.expiry],
    ['a two-digit cvc', { ...good, cvc: '12' }, PAYOUT_CARD_MESSAGES.cvc],
    ['a five-digit cvc', { ...good, cvc: '12345' }, PAYOUT_CARD_MESSAGES.cvc],
  ])('refuses %s', (_, body, message) => {
    expect(messageOf(body)).toBe(message);
  });
});
