/** docs/product/api.md, Billing status and Merchant billing. */
export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface BillingSetupStatus {
  hasBillingSetup: boolean;
  hasPaymentMethod: boolean;
  paymentMethodDetails: CardDetails | null;
  isSandbox: boolean;
}

/** Card data travels once to the server, which hands it to the processor and keeps brand/last4/expiry only. */
export interface PaymentMethodRequest {
  paymentMethod: { card: { number: string; exp_month: number; exp_year: number; cvc: string } };
}

/** What the merchant owes and has paid, from the ledger. */
export interface MerchantBalance {
  chargedTotal: string;
  feesTotal: string;
  commissionsTotal: string;
}
