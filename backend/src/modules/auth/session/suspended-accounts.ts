import { Inject, Injectable } from '@nestjs/common';
import { isSuspended } from '../../../domain/account-status/account-status.stream';
import type { UserEntity } from '../../../infrastructure/database/entities/user.entity';
import { EVENT_STORE, type EventStore } from '../../../infrastructure/event-store/event-store.port';

export const ACCOUNT_SUSPENDED = 'This account is suspended. Contact support.';

/**
 * Whether a signed-in or signing-in user is suspended, asked of the account's own stream on every
 * request rather than of a table (docs/architecture/invariants.md, "A suspended account is locked
 * out"): the stream is the one place the suspension is decided, so a session row that outlived it
 * (a sign-in racing the suspension, a crash between the event and the session cleanup) is refused
 * without a second record to keep in step, in PostgreSQL and KurrentDB alike. Admins cannot be
 * suspended, so their requests skip the read.
 */
@Injectable()
export class SuspendedAccounts {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async isSuspended(user: Pick<UserEntity, 'id' | 'role'>): Promise<boolean> {
    return user.role !== 'admin' && isSuspended(this.store, user.id);
  }
}
