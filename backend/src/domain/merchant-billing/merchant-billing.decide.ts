import type { Decider } from '../shared/decider';
import type { MerchantBillingCommand, RemovePaymentMethod, SetPaymentMethod } from './merchant-billing.commands';
import * as errors from './merchant-billing.errors';
import type { MerchantBillingEvent, PaymentMethod } from './merchant-billing.events';
import { evolve, initialState, type MerchantBillingState } from './merchant-billing.state';

const LAST4 = /^\d{4}$/;

/** The card to charge on approval (docs/product/money.md, Charging on approval: approval needs a payment method on file). */
export function assertCanBeCharged(state: MerchantBillingState): PaymentMethod {
  if (state.paymentMethod === null) throw errors.NoPaymentMethod();
  return state.paymentMethod;
}

function sameMethod(a: PaymentMethod, b: PaymentMethod): boolean {
  return (
    a.brand === b.brand &&
    a.last4 === b.last4 &&
    a.expMonth === b.expMonth &&
    a.expYear === b.expYear &&
    a.processorCustomerId === b.processorCustomerId &&
    a.processorPaymentMethodId === b.processorPaymentMethodId
  );
}

export function setPaymentMethod(command: SetPaymentMethod, state: MerchantBillingState): MerchantBillingEvent[] {
  const { brand, last4, expMonth, expYear, processorCustomerId, processorPaymentMethodId } = command;
  const wellFormed =
    brand.length > 0 &&
    LAST4.test(last4) &&
    Number.isInteger(expMonth) &&
    expMonth >= 1 &&
    expMonth <= 12 &&
    Number.isInteger(expYear) &&
    expYear >= 2000 &&
    expYear <= 9999 &&
    processorCustomerId.length > 0 &&
    processorPaymentMethodId.length > 0;
  if (!wellFormed) throw errors.CardDetailsMalformed();
  // A card is good through the last day of its expiry month; `now` is ISO 8601, so "YYYY-MM" compares as text.
  const expiry = `${expYear}-${String(expMonth).padStart(2, '0')}`;
  if (expiry < command.now.slice(0, 7)) throw errors.CardExpired();
  const method: PaymentMethod = { brand, last4, expMonth, expYear, processorCustomerId, processorPaymentMethodId };
  // The same card saved twice (a retried request) changes nothing.
  if (state.paymentMethod !== null && sameMethod(state.paymentMethod, method)) return [];
  return [{ type: 'PaymentMethodSet', merchantId: command.merchantId, ...method, setAt: command.now }];
}

export function removePaymentMethod(command: RemovePaymentMethod, state: MerchantBillingState): MerchantBillingEvent[] {
  if (state.paymentMethod === null) throw errors.NoPaymentMethodToRemove();
  return [
    { type: 'PaymentMethodRemoved', merchantId: command.merchantId, processorPaymentMethodId: state.paymentMethod.processorPaymentMethodId, removedAt: command.now },
  ];
}

export const merchantBillingDecider: Decider<MerchantBillingCommand, MerchantBillingEvent, MerchantBillingState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'SetPaymentMethod':
        return setPaymentMethod(command, state);
      case 'RemovePaymentMethod':
        return removePaymentMethod(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
