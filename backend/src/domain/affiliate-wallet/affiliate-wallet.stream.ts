import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { affiliateWalletDecider } from './affiliate-wallet.decide';
import type { WalletState } from './affiliate-wallet.state';

/** One stream per affiliate's wallet (docs/architecture/event-store.md); the only place this name is spelled. */
export const walletStream = (affiliateId: string): string => `affiliate-wallet-${affiliateId}`;

export const loadWallet = (reader: StreamReader, affiliateId: string): Promise<WalletState> => loadAggregate(reader, walletStream(affiliateId), affiliateWalletDecider);
