import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountStatus } from '@leadledger/contracts/account-status';
import { Inject } from '@nestjs/common';
import { accountStatusDecider } from '../../../../domain/account-status/account-status.decide';
import { accountStatusStream } from '../../../../domain/account-status/account-status.stream';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { READ_MODEL } from '../../../../projections/read-models';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { SessionService } from '../../../auth/session/session.service';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { AccountStatusReadModel } from '../../account-status.read-model';
import { SuspendAccountCommand } from './suspend-account.command';

@CommandHandler(SuspendAccountCommand)
export class SuspendAccountHandler implements ICommandHandler<SuspendAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly accounts: AccountStatusReadModel,
    private readonly sessions: SessionService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ userId, adminId, reason, context }: SuspendAccountCommand): Promise<AccountStatus> {
    const { role } = await this.accounts.account(userId);
    const { checkpoint } = await decideAndAppend(
      this.store,
      accountStatusStream(userId),
      accountStatusDecider,
      { type: 'SuspendAccount', userId, role, reason, adminId, now: context.now.toISOString() },
      context,
    );
    // The event first, then the sessions: a session that survives (a crash here, a sign-in racing
    // this) is refused by the session guard, which asks this stream (docs/architecture/invariants.md).
    await this.sessions.endOthers(userId, null);
    await this.waiter.waitFor(checkpoint, [READ_MODEL.accountSuspensions, READ_MODEL.eventLog]);
    return this.accounts.status(userId);
  }
}
