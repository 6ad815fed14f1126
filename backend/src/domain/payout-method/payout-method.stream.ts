import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { payoutMethodDecider, type PayoutMethodState } from './payout-method';

/** One stream per affiliate's payout card (docs/architecture/event-store.md); the only place this name is spelled. */
export const payoutMethodStream = (affiliateId: string): string => `payout-method-${affiliateId}`;

export const loadPayoutMethod = (reader: StreamReader, affiliateId: string): Promise<PayoutMethodState> => loadAggregate(reader, payoutMethodStream(affiliateId), payoutMethodDecider);
