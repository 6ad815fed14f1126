import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Call } from '@leadledger/contracts/call';
import { callDecider } from '../../../../domain/call/call.decide';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { callStream } from '../../../../domain/call/call.stream';
import { CallReadModel } from '../../call-read-model';
import { RejectCallCommand } from './reject-call.command';
import { CalendlyNoShows } from '../../../no-shows/calendly-no-shows';

/**
 * Rejecting is immediate (docs/product/screen-states.md, Call status); the affiliate sees the reason
 * and the note. A no-show of a Calendly booking is also marked in Calendly (docs/product/decision-deadlines.md, No-shows).
 */
@CommandHandler(RejectCallCommand)
export class RejectCallHandler implements ICommandHandler<RejectCallCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly calls: CallReadModel,
    private readonly waiter: ProjectionWaiter,
    private readonly noShows: CalendlyNoShows,
  ) {}

  async execute(command: RejectCallCommand): Promise<Call> {
    const { callId, merchantId, reason, note, context } = command;
    const { checkpoint } = await decideAndAppend(
      this.store,
      callStream(callId),
      callDecider,
      { type: 'RejectCall', callId, merchantId, reason, note, now: context.now.toISOString() },
      context,
    );
    // Calendly is told in the background: its outage must not hold the rejection (the sweeper retries).
    if (checkpoint && reason === 'no-show') void this.noShows.report(callId, context).catch(() => undefined);
    if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.calls]);
    const call = await this.calls.byIdForMerchant(callId, merchantId);
    if (!call) throw new WriteAcceptedReadModelStale('call', callId);
    return call;
  }
}
