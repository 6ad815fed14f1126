import type { PaymentMethod } from './merchant-billing.events';

/**
 * The handler has the payments port attach the card first; only the processor's description of it
 * comes here (no card number, no CVC).
 */
export type SetPaymentMethod = { type: 'SetPaymentMethod'; merchantId: string } & PaymentMethod & { now: string };

export type RemovePaymentMethod = { type: 'RemovePaymentMethod'; merchantId: string; now: string };

export type MerchantBillingCommand = SetPaymentMethod | RemovePaymentMethod;
