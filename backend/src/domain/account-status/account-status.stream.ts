import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { accountStatusDecider } from './account-status.decide';
import type { AccountStatusState } from './account-status.state';

/** One stream per user (docs/architecture/event-store.md); the only place this name is spelled. */
export const accountStatusStream = (userId: string): string => `account-status-${userId}`;

export const loadAccountStatus = (reader: StreamReader, userId: string): Promise<AccountStatusState> =>
  loadAggregate(reader, accountStatusStream(userId), accountStatusDecider);

/**
 * Whether the account is suspended now, from its own stream: sign-in, the session guard and the
 * links decide from here, never from the read model, which may lag (docs/architecture/invariants.md).
 */
export async function isSuspended(reader: StreamReader, userId: string): Promise<boolean> {
  return (await loadAccountStatus(reader, userId)).status === 'suspended';
}
