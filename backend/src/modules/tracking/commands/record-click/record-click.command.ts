import { Command } from '@nestjs/cqrs';
import type { TrackResponse } from '@leadledger/contracts/booking';
import type { ClickUtm } from '../../../../domain/click/click.events';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** Someone opened a tracking link (docs/product/screens-and-routes.md, Tracking page). */
export class RecordClickCommand extends Command<TrackResponse> {
  constructor(
    readonly referralCode: string,
    readonly aff: string | null,
    readonly utm: ClickUtm,
    readonly referrer: string | null,
    readonly ip: string | undefined,
    readonly userAgent: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
