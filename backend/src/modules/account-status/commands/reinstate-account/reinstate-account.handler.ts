import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountStatus } from '@leadledger/contracts/account-status';
import { Inject } from '@nestjs/common';
import { accountStatusDecider } from '../../../../domain/account-status/account-status.decide';
import { accountStatusStream } from '../../../../domain/account-status/account-status.stream';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { READ_MODEL } from '../../../../projections/read-models';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { AccountStatusReadModel } from '../../account-status.read-model';
import { ReinstateAccountCommand } from './reinstate-account.command';

/** Nothing else to undo: sign-in and links ask the stream, which now says active. */
@CommandHandler(ReinstateAccountCommand)
export class ReinstateAccountHandler implements ICommandHandler<ReinstateAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly accounts: AccountStatusReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ userId, adminId, note, context }: ReinstateAccountCommand): Promise<AccountStatus> {
    await this.accounts.account(userId);
    const { checkpoint } = await decideAndAppend(
      this.store,
      accountStatusStream(userId),
      accountStatusDecider,
      { type: 'ReinstateAccount', userId, adminId, ...(note ? { note } : {}), now: context.now.toISOString() },
      context,
    );
    await this.waiter.waitFor(checkpoint, [READ_MODEL.accountSuspensions, READ_MODEL.eventLog]);
    return this.accounts.status(userId);
  }
}
