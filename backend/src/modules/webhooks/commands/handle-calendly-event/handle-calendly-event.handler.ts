import { callStream } from '../../../../domain/call/call.stream';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { callDecider } from '../../../../domain/call/call.decide';
import type { CallBooked } from '../../../../domain/call/call.events';
import { autoRejectRule } from '../../../../domain/program/program-lead-rules';
import { loadProgram } from '../../../../domain/program/program.stream';
import { DomainError } from '../../../../domain/shared/domain-error';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { Attribution } from '../../../booking/attribution';
import { ClickLookup } from '../../../booking/click-lookup';
import { LeadAssessment } from '../../../booking/lead-assessment';
import { PublicPrograms } from '../../../booking/public-programs';
import { type CommandContext, decideAndAppend } from '../../../shared/event-sourced-command';
import { CalendlyInviteeCalls } from '../../calendly-invitee-calls';
import type { CalendlyInvitee } from '../../calendly-webhook.payload';
import type { SigningIntegration } from '../../calendly-signing-keys';
import { UnattributedBookings } from '../../unattributed-bookings';
import { type CalendlyEventOutcome, HandleCalendlyEventCommand } from './handle-calendly-event.command';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Calendly bookings become calls (issue 4): attributed by the click id carried in `utm_content`,
 * else by the referral code in `utm_campaign`; a cancellation cancels the pending call; a
 * reschedule (a cancel flagged `rescheduled` plus a create naming `old_invitee`) moves the same call.
 * A booking through one of the merchant's programs that no affiliate can be credited with (the link's
 * affiliate was removed, or the program archived) is recorded as an unattributed booking the
 * merchant sees, not a call; other bookings we cannot place are acknowledged and ignored: Calendly
 * would otherwise retry them.
 */
@CommandHandler(HandleCalendlyEventCommand)
export class HandleCalendlyEventHandler implements ICommandHandler<HandleCalendlyEventCommand> {
  private readonly logger = new Logger('CalendlyWebhook');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
    private readonly programs: PublicPrograms,
    private readonly attribution: Attribution,
    private readonly clicks: ClickLookup,
    private readonly invitees: CalendlyInviteeCalls,
    private readonly unattributed: UnattributedBookings,
    private readonly leads: LeadAssessment,
  ) {}

  async execute({ integration, invitee, context }: HandleCalendlyEventCommand): Promise<CalendlyEventOutcome> {
    const outcome = invitee.event === 'invitee.created' ? await this.created(integration, invitee, context) : await this.canceled(integration, invitee, context);
    if (outcome.outcome === 'ignored') this.logger.log(`ignored ${invitee.event} ${invitee.inviteeUri}: ${outcome.reason}`);
    return outcome;
  }

  private async created(integration: SigningIntegration, invitee: CalendlyInvitee, context: CommandContext): Promise<CalendlyEventOutcome> {
    const start = invitee.startTime ? new Date(invitee.startTime) : null;
    if (!start || Number.isNaN(start.getTime())) return ignored('no start time');
    if (invitee.oldInvitee) {
      const callId = await this.invitees.callOf(invitee.oldInvitee);
      if (await this.callOfMerchant(callId, integration.merchantId)) {
        await this.invitees.link(invitee.inviteeUri, callId);
        return this.apply(callId, { type: 'RescheduleCall', callId, scheduledAt: start.toISOString(), now: context.now.toISOString() }, context, 'rescheduled');
      }
    }
    const click = await this.clicks.find(invitee.tracking.utm_content ?? '');
    const program = click ? await this.programs.byId(click.programId) : await this.programs.byCode(invitee.tracking.utm_campaign ?? '');
    // Only this merchant's programs: a signed webhook from one account never books into another's.
    if (!program || program.merchantId !== integration.merchantId || program.integration !== 'calendly') return ignored('not booked through a LeadLedger link');
    // The commission is the stream's, as on the booking page. A paused program's booking is still
    // recorded: the customer already booked on Calendly and the call will happen, so the merchant
    // decides it like any other (pausing stops our links; docs/architecture/invariants.md).
    const current = await loadProgram(this.store, program.id);
    if (current.status === 'absent') return ignored('not booked through a LeadLedger link');
    if (!invitee.name || !EMAIL.test(invitee.email)) return ignored('the invitee has no name or email');
    // Nobody to credit (an archived program, a removed affiliate's link): recorded, not dropped (unattributed-bookings.ts).
    const archived = program.isArchived || current.status === 'archived';
    const member = archived ? null : await this.attribution.membershipFor(program.id, [click?.membershipId]);
    if (!member) return this.unattributed.record(program, invitee, archived, click?.membershipId ?? null, context);
    const callId = await this.invitees.callOf(invitee.inviteeUri);
    // The request is Calendly's, not the customer's: no IP or device to judge (docs/product/lead-quality.md).
    const { duplicateOf, quality } = await this.leads.assess({
      callId,
      merchantId: program.merchantId,
      affiliateId: member.affiliateId,
      customerEmail: invitee.email,
      countryCode: null,
      customerPhone: null,
      clickedAt: click?.clickedAt ?? null,
      rules: current.leadRules,
      client: { ipHash: null, deviceHash: null },
      now: context.now,
    });
    return this.apply(
      callId,
      {
        type: 'BookCall',
        callId,
        programId: program.id,
        membershipId: member.membershipId,
        affiliateId: member.affiliateId,
        merchantId: program.merchantId,
        payoutCents: current.payoutCents,
        customerName: invitee.name,
        customerEmail: invitee.email,
        customerPhone: null,
        countryCode: null,
        customerCompany: null,
        scheduledAt: start.toISOString(),
        source: 'calendly',
        externalRef: invitee.inviteeUri,
        clickId: click?.clickId ?? null,
        duplicateOf,
        decisionTerms: current.decisionTerms,
        meetingLink: invitee.joinUrl,
        now: context.now.toISOString(),
        quality,
        autoReject: autoRejectRule(current.leadRules),
      },
      context,
      'booked',
    );
  }

  private async canceled(integration: SigningIntegration, invitee: CalendlyInvitee, context: CommandContext): Promise<CalendlyEventOutcome> {
    // The invitee.created naming this one as old_invitee moves the call instead.
    if (invitee.rescheduled) return ignored('rescheduled: the new invitee moves the call');
    const callId = await this.invitees.callOf(invitee.inviteeUri);
    if (!(await this.callOfMerchant(callId, integration.merchantId))) return ignored('no call for this invitee');
    return this.apply(callId, { type: 'CancelCall', callId, reason: invitee.cancelReason, now: context.now.toISOString() }, context, 'canceled');
  }

  private async callOfMerchant(callId: string, merchantId: string): Promise<boolean> {
    const booked = (await this.store.readStream(callStream(callId))).find((e) => e.type === 'CallBooked');
    return !!booked && (booked.data as CallBooked).merchantId === merchantId;
  }

  private async apply(
    callId: string,
    command: Parameters<typeof callDecider.decide>[0],
    context: CommandContext,
    outcome: CalendlyEventOutcome['outcome'],
  ): Promise<CalendlyEventOutcome> {
    try {
      const { checkpoint } = await decideAndAppend(this.store, callStream(callId), callDecider, command, context);
      if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.calls]);
      return { outcome, callId };
    } catch (error) {
      // A call the merchant already decided keeps its decision; Calendly is told we heard it.
      if (error instanceof DomainError) return { ...ignored(error.message), callId };
      throw error;
    }
  }
}

function ignored(reason: string): CalendlyEventOutcome {
  return { outcome: 'ignored', reason };
}

