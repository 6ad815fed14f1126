import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/event-sourced-command';
import type { CalendlyInvitee } from '../../calendly-webhook.payload';
import type { SigningIntegration } from '../../calendly-signing-keys';

export interface CalendlyEventOutcome {
  outcome: 'booked' | 'rescheduled' | 'canceled' | 'ignored' | 'unattributed';
  callId?: string;
  /** Why nothing was recorded (a booking not made through our links, a call already decided...). */
  reason?: string;
}

/** A verified Calendly webhook for `integration` (its signature was checked by the controller). */
export class HandleCalendlyEventCommand extends Command<CalendlyEventOutcome> {
  constructor(
    readonly integration: SigningIntegration,
    readonly invitee: CalendlyInvitee,
    readonly context: CommandContext,
  ) {
    super();
  }
}
