import type { MerchantBillingEvent, PaymentMethod } from './merchant-billing.events';

export type MerchantBillingState = { paymentMethod: PaymentMethod | null };

export const initialState: MerchantBillingState = { paymentMethod: null };

export function evolve(state: MerchantBillingState, event: MerchantBillingEvent): MerchantBillingState {
  switch (event.type) {
    case 'PaymentMethodSet': {
      const { brand, last4, expMonth, expYear, processorCustomerId, processorPaymentMethodId } = event;
      return { paymentMethod: { brand, last4, expMonth, expYear, processorCustomerId, processorPaymentMethodId } };
    }
    case 'PaymentMethodRemoved':
      return { paymentMethod: null };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
