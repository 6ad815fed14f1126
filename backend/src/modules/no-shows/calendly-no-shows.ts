import { Inject, Injectable, Logger } from '@nestjs/common';
import { inviteeToMarkNoShow } from '../../domain/call/call-no-show.decide';
import { callDecider } from '../../domain/call/call.decide';
import { callStream, loadCall } from '../../domain/call/call.stream';
import { CalendarRequestRejected } from '../../infrastructure/calendars/calendar.errors';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { CalendarConnectors } from '../integrations/calendar-connectors';
import { IntegrationStore } from '../integrations/integration-store';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';

/** `retry`: Calendly could not be reached or asked for new consent; the sweep tries again. */
export type NoShowReportOutcome = 'none' | 'marked' | 'refused' | 'retry';

const NOT_CONNECTED = 'Calendly is not connected for this merchant.';

/**
 * Tells Calendly that a call rejected as a no-show was one (docs/product/decision-deadlines.md,
 * No-shows): marks its invitee through the adapter and records the answer on the call's stream,
 * once. A refusal is recorded with Calendly's reason; a timeout, an outage or expired consent is
 * left for the next sweep. Marking is idempotent at Calendly, so a retry after a lost answer is safe.
 */
@Injectable()
export class CalendlyNoShows {
  private readonly logger = new Logger('CalendlyNoShows');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly integrations: IntegrationStore,
    private readonly connectors: CalendarConnectors,
  ) {}

  async report(callId: string, context: CommandContext): Promise<NoShowReportOutcome> {
    const call = await loadCall(this.store, callId);
    const inviteeUri = inviteeToMarkNoShow(call);
    if (inviteeUri === null || call.status === 'absent') return 'none';
    const integration = await this.integrations.findActive(call.merchantId, 'calendly');
    if (!integration) return this.record(callId, { outcome: 'refused', noShowUri: null, reason: NOT_CONNECTED }, context);
    try {
      const marked = await this.connectors.calendly.markInviteeNoShow(await this.connectors.freshTokens(integration), inviteeUri);
      return this.record(callId, { outcome: 'marked', noShowUri: marked.uri, reason: null }, context);
    } catch (error) {
      if (error instanceof CalendarRequestRejected) return this.record(callId, { outcome: 'refused', noShowUri: null, reason: error.message }, context);
      this.logger.warn(`could not mark call ${callId}'s invitee a no-show in Calendly yet: ${(error as Error).message}`);
      return 'retry';
    }
  }

  private async record(callId: string, answer: { outcome: 'marked' | 'refused'; noShowUri: string | null; reason: string | null }, context: CommandContext): Promise<NoShowReportOutcome> {
    const command = { type: 'RecordNoShowReport' as const, callId, ...answer, now: context.now.toISOString() };
    const { events } = await decideAndAppend(this.store, callStream(callId), callDecider, command, context);
    return events.length > 0 ? answer.outcome : 'none';
  }
}
