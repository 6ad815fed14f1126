import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AccountStatus } from '@leadledger/contracts/account-status';
import type { Pool } from 'pg';
import { isSuspended } from '../../domain/account-status/account-status.stream';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { suspensionsOf } from '../../projections/account-status/account-suspensions.queries';

export const NO_SUCH_ACCOUNT = 'There is no account with this id.';

type Account = { id: string; role: AccountStatus['role'] };

/** What the admin's account panel shows: the role, whether suspended now, every suspension. */
@Injectable()
export class AccountStatusReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The account (users are ordinary rows, not events), or 404. */
  async account(userId: string): Promise<Account> {
    const { rows } = await this.pool.query(`SELECT id, role FROM users WHERE id = $1`, [userId]);
    if (rows.length === 0) throw new NotFoundException(NO_SUCH_ACCOUNT);
    return rows[0];
  }

  async status(userId: string): Promise<AccountStatus> {
    const account = await this.account(userId);
    // "Suspended now" from the stream, the same answer the buttons' commands will decide on; the
    // history from the read model, which the commands wait for before answering.
    const [suspended, suspensions] = await Promise.all([isSuspended(this.store, userId), suspensionsOf(this.pool, userId)]);
    return { userId, role: account.role, suspended, suspensions };
  }
}
