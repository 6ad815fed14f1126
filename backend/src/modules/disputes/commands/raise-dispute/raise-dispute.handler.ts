import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DisputeSummary } from '@leadledger/contracts/dispute';
import { randomUUID } from 'node:crypto';
import { callDecider } from '../../../../domain/call/call.decide';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { callStream } from '../../../../domain/call/call.stream';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { DisputeReadModel } from '../../dispute-read-model';
import { RaiseDisputeCommand } from './raise-dispute.command';

/**
 * Within 30 days of the booking (docs/product/money.md, Disputes): the decider checks the party, the call's status, the
 * window (with the request's time) and that the call was never disputed; appending at the version
 * read makes two concurrent disputes of one call end as one.
 */
@CommandHandler(RaiseDisputeCommand)
export class RaiseDisputeHandler implements ICommandHandler<RaiseDisputeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly disputes: DisputeReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(command: RaiseDisputeCommand): Promise<DisputeSummary> {
    const { callId, raisedBy, userId, reason, context } = command;
    const disputeId = randomUUID();
    const { checkpoint } = await decideAndAppend(
      this.store,
      callStream(callId),
      callDecider,
      { type: 'RaiseDispute', callId, disputeId, raisedBy, userId, reason, now: context.now.toISOString() },
      context,
    );
    if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.disputes, READ_MODEL.calls]);
    const summary = await this.disputes.summary(disputeId);
    if (!summary) throw new WriteAcceptedReadModelStale('dispute', disputeId);
    return summary;
  }
}
