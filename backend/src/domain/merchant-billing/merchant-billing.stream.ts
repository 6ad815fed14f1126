import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { merchantBillingDecider } from './merchant-billing.decide';
import type { MerchantBillingState } from './merchant-billing.state';

/** One stream per merchant's billing (card on file) (docs/architecture/event-store.md); the only place this name is spelled. */
export const billingStream = (merchantId: string): string => `merchant-billing-${merchantId}`;

export const loadBilling = (reader: StreamReader, merchantId: string): Promise<MerchantBillingState> => loadAggregate(reader, billingStream(merchantId), merchantBillingDecider);
