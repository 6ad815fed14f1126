/**
 * The card the platform charges on approval, as the processor describes it. Never a card number or
 * a CVC: those go from the browser to the processor only (issue 4); brand, last 4 digits and expiry
 * are all the merchant needs to recognise the card, and the processor's ids are all we need to charge it.
 */
export type PaymentMethod = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  processorCustomerId: string;
  processorPaymentMethodId: string;
};

/** Replaces any card already on file. */
export type PaymentMethodSet = { type: 'PaymentMethodSet'; merchantId: string } & PaymentMethod & { setAt: string };

export type PaymentMethodRemoved = {
  type: 'PaymentMethodRemoved';
  merchantId: string;
  processorPaymentMethodId: string;
  removedAt: string;
};

export type MerchantBillingEvent = PaymentMethodSet | PaymentMethodRemoved;
